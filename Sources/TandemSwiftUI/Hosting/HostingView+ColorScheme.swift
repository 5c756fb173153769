import TandemUIKit

extension _UIHostingView {
    /// Files the content's `preferredColorScheme` (nil: none) with the
    /// presentation the hosting controller is in, and gives the
    /// presentation's outermost controller the appearance that results.
    ///
    /// As on iOS, the preference sets the appearance of the whole
    /// presentation, not only of this view. A screen a SwiftUI container
    /// made and has not shown yet (a destination built before it is pushed)
    /// is in no presentation: its request is filed when it appears.
    func applyPreferredColorScheme(_ scheme: ColorScheme?) {
        guard let controller = hostingController else { return }
        let presentation = isInPresentation(controller) ? outermostController(of: controller) : nil
        if let filed = colorSchemePresentation, scheme == nil || filed !== presentation {
            colorSchemePresentation = nil
            if let style = PresentationColorScheme.withdraw(from: ObjectIdentifier(self), in: filed) {
                setStyle(style, of: filed)
            }
        }
        guard let scheme, let presentation else { return }
        colorSchemePresentation = presentation
        setStyle(
            PresentationColorScheme.request(scheme, from: ObjectIdentifier(self), in: presentation), of: presentation)
    }

    /// The hosting controller moved into a container (a screen pushed,
    /// covered at once or not) or out of one (popped): the content's
    /// request follows it.
    func containmentDidChange() {
        guard let controller = hostingController, let root = graph.root else { return }
        if controller.parent == nil, controller.presentingViewController == nil, inheritedEnvironment != nil {
            withdrawPreferredColorScheme()
        } else {
            applyPreferredColorScheme(PreferenceReading.valueIncludingSelf(PreferredColorSchemeKey.self, in: root))
        }
    }

    /// The content leaves its presentation (its screen popped, its
    /// controller removed, the view gone): its request is withdrawn, as iOS
    /// withdraws the preference of a view that goes. `now`: the appearance
    /// changes at once (the graph is going away with the view), else after
    /// the update pass.
    func withdrawPreferredColorScheme(now: Bool = false) {
        guard let filed = colorSchemePresentation else { return }
        colorSchemePresentation = nil
        guard let style = PresentationColorScheme.withdraw(from: ObjectIdentifier(self), in: filed) else { return }
        if !now {
            setStyle(style, of: filed)
        } else if filed.overrideUserInterfaceStyle != style {
            filed.overrideUserInterfaceStyle = style
        }
    }

    /// Sets `controller`'s appearance after the current update pass: the new
    /// traits then update the environment of the whole content.
    /// Deferred even when the controller has `style` now: a set deferred
    /// earlier in this pass (a screen pushed, then popped) may still be
    /// waiting, and the last one asked for runs last.
    private func setStyle(_ style: UIUserInterfaceStyle, of controller: UIViewController) {
        graph.deferAction { [weak controller] in
            guard let controller, controller.overrideUserInterfaceStyle != style else { return }
            controller.overrideUserInterfaceStyle = style
        }
    }

    /// Whether `controller` is shown in a presentation: contained, presented
    /// or in a window — or made by UIKit code (it is then its own
    /// presentation until it is placed).
    private func isInPresentation(_ controller: UIViewController) -> Bool {
        controller.parent != nil || controller.presentingViewController != nil || window != nil
            || inheritedEnvironment == nil
    }

    private func outermostController(of controller: UIViewController) -> UIViewController {
        var outermost = controller
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }
}
