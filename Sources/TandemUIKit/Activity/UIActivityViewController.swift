public import Foundation
import TandemGraphics

/// A controller that offers services for items the app shares — a
/// documented stand-in for iOS's share sheet.
///
/// Main actor only. Linux has no share services, so the sheet lists what
/// can run here: Copy (the items' text and links to the general
/// pasteboard) and the `applicationActivities` that can perform on the
/// items, less ``excludedActivityTypes``; a header names the first item,
/// and a close button cancels (see docs/Compatibility.md). Presented as
/// UIKit presents it: a popover (which must be given a source on a regular
/// width), adapted to a sheet resting at the medium height on a compact
/// width. Choosing an activity prepares and performs it; when it calls
/// `activityDidFinish(_:)` the sheet is dismissed and
/// ``completionWithItemsHandler`` gets its type and whether it completed.
/// Closing or dragging the sheet away calls the handler with a nil type
/// and `completed == false` once it disappeared.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The handler of the sheet's end: the activity's type (nil when
    /// cancelled), whether it completed, the returned items (nil in Tandem) and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Called once when the sheet ends: an activity finished, or the user cancelled.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// System activity types not to offer (`.copyToPasteboard` hides Copy).
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    /// Whether the handler was called.
    private var reported = false

    /// Creates a sheet for `activityItems` (strings, URLs, images…), offering
    /// `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
        preferredContentSize = CGSize(width: 375, height: 420)
    }

    /// Controllers are not archived on Linux; this makes a sheet without items.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The activities the sheet lists, in order: Copy, then the app's.
    var offeredActivities: [UIActivity] {
        let excluded = excludedActivityTypes ?? []
        let candidates: [UIActivity] = [CopyActivity()] + applicationActivities
        return candidates.filter { activity in
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: activityItems)
        }
    }

    /// The header and the list of activities.
    open override func loadView() {
        let sheet = ActivitySheetView(title: Self.headerTitle(for: activityItems), activities: offeredActivities)
        sheet.onClose = { [weak self] in self?.cancel() }
        sheet.onChoose = { [weak self] activity in self?.run(activity) }
        view = sheet
    }

    /// The header's title: the first item's text, or the number of items.
    static func headerTitle(for items: [Any]) -> String {
        if let text = CopyActivity.texts(of: items).first { return text }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }

    /// Runs `activity`: prepared, then its controller presented or its work performed.
    func run(_ activity: UIActivity) {
        activity.onFinish = { [weak self] finished, completed in
            self?.finish(finished.activityType, completed: completed)
        }
        activity.prepare(withActivityItems: activityItems)
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The close button: the sheet goes, and the handler hears of the cancellation.
    func cancel() {
        let presenter = presentingViewController
        (presenter ?? self).dismiss(animated: true) { [weak self] in self?.report(nil, completed: false) }
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard let presenter = presentingViewController else {
            report(type, completed: completed)
            return
        }
        reported = true
        presenter.dismiss(animated: true) { [weak self] in
            self?.reported = false
            self?.report(type, completed: completed)
        }
    }

    private func report(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !reported else { return }
        reported = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }

    /// A sheet the user dragged or tapped away is a cancellation.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil { report(nil, completed: false) }
    }
}
