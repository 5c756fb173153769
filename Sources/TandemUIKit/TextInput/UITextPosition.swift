import Foundation

/// A position in the text of a text input (between two characters).
@preconcurrency @MainActor
open class UITextPosition {
    /// The UTF-16 offset from the start of the text.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}
