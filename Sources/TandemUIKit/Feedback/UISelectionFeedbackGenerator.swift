import Foundation

/// Feedback that a selection changed (a picker's value, a segment);
/// recorded but not felt on Linux (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A selection change (recorded as "selection").
    open func selectionChanged() {
        record("selection")
    }
}
