import Foundation

/// Feedback for a collision of UI elements (a snap into place), of a weight
/// (``FeedbackStyle``); recorded but not felt on Linux (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of an impact.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact (the default).
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A rigid impact.
        case rigid
    }

    /// The weight of this generator's impacts.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// An impact (recorded as "impact <style>").
    open func impactOccurred() {
        record("impact \(style)")
    }

    /// An impact at `intensity`, from 0 to 1 (values outside are clamped).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        record("impact \(style) \(clamped)")
    }
}
