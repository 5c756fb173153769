import Foundation

extension UIViewController {
    /// The guide from the top of the view to the top of its safe area (the
    /// bars above the content): what code written before the safe area
    /// (iOS 11) pins content below.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { LayoutSupportGuide.guide(.top, in: view) }

    /// The guide from the bottom of the view's safe area to the bottom of
    /// the view (the bars below the content).
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport { LayoutSupportGuide.guide(.bottom, in: view) }
}
