import Foundation

/// A service an activity view controller offers for its items; subclass it
/// to add your own (`applicationActivities`).
///
/// Main actor only. The sheet lists the activity when
/// ``canPerform(withActivityItems:)`` says yes, with its ``activityTitle``
/// and ``activityImage``. Chosen, it gets ``prepare(withActivityItems:)``
/// then, when it has no ``activityViewController``, ``perform()``; it must
/// call ``activityDidFinish(_:)`` when done, which dismisses the sheet and
/// calls the sheet's `completionWithItemsHandler`.
@preconcurrency @MainActor
open class UIActivity {
    /// Where the activity is listed; `.action` by default.
    open class var activityCategory: Category { .action }

    /// Called by the sheet that shows the activity when it finishes.
    var onFinish: ((UIActivity, Bool) -> Void)?

    /// Creates an activity.
    public init() {}

    /// The activity's type, given to the completion handler; nil by default.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows; nil by default.
    open var activityTitle: String? { nil }
    /// The image the sheet shows; nil by default.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems`; false by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs; does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// The controller the sheet presents for the activity instead of calling ``perform()``; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity's work (without a controller); does nothing by
    /// default. Call ``activityDidFinish(_:)`` when done.
    open func perform() {}

    /// Tells the sheet that the activity is done: it is dismissed and its
    /// completion handler hears whether the activity `completed`.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(self, completed)
    }
}
