import Foundation
import TandemGraphics
import TandemSupport
import TandemSwiftUI
import TandemUIKit

/// What a snapshot is taken of, drawn for one variant: its pixels, its
/// accessibility tree, or its view hierarchy.
@MainActor
enum SnapshotSubject {
    /// A UIKit view (shown on its own unless it is in a window).
    case view(UIView)
    /// A view controller (shown as a window's root).
    case controller(UIViewController)
    /// An element of a running application.
    case element(XCUIElement)

    /// The default size of a controller's window: an iPhone's.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// What the subject gives in `format` for `variant`: PNG data or text; nil when it cannot be drawn.
    func record(_ format: SnapshotFormat, _ variant: SnapshotVariant) -> SnapshotValue? {
        switch self {
        case .element(let element):
            switch format.kind {
            case .image:
                return element.screenshot().image.cgImage.map(SnapshotValue.image)
            case .accessibility:
                guard case .success(let node) = element.resolve() else { return nil }
                return .text(node.treeDescription)
            case .hierarchy:
                guard case .success(let node) = element.resolve(), let view = node.view else { return nil }
                return .text(HierarchyDescription.of(view))
            }
        case .view(let view):
            if view.window != nil {
                // Shown already: drawn where it is, as it is.
                return Self.read(view, in: view.window!, format)
            }
            let host = UIViewController()
            let size = variant.size ?? view.bounds.size
            let frame = view.frame
            view.frame = CGRect(origin: .zero, size: size)
            host.view.addSubview(view)
            defer {
                view.removeFromSuperview()
                view.frame = frame
            }
            return Self.show(host, size: size, variant) { window in Self.read(view, in: window, format) }
        case .controller(let controller):
            let fitted = controller.preferredContentSize
            let size = variant.size ?? (fitted.width > 0 && fitted.height > 0 ? fitted : Self.defaultSize)
            return Self.show(controller, size: size, variant) { window in Self.read(controller.view, in: window, format)
            }
        }
    }

    /// Shows `root` in a headless window of `size` with `variant`'s traits,
    /// gives the window to `read`, then takes the root out again.
    private static func show(
        _ root: UIViewController, size: CGSize, _ variant: SnapshotVariant, read: (UIWindow) -> SnapshotValue?
    ) -> SnapshotValue? {
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            Diagnostics.report(
                "TandemTesting", "a snapshot of size \(size) cannot be drawn; give the subject or the variant a size")
            return nil
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen.tandemHeadless(size: size, scale: variant.scale)
        root.traitOverrides.userInterfaceStyle = variant.userInterfaceStyle
        root.traitOverrides.preferredContentSizeCategory = variant.preferredContentSizeCategory
        window.rootViewController = root
        window.makeKeyAndVisible()
        InputDriver.settle()
        defer {
            window.rootViewController = nil
            window.isHidden = true
            Commit.run()
        }
        return read(window)
    }

    /// The pixels of `view` (its frame in `window`), its accessibility tree or its hierarchy.
    private static func read(_ view: UIView, in window: UIWindow, _ format: SnapshotFormat) -> SnapshotValue? {
        Commit.run()
        switch format.kind {
        case .image:
            return XCUIScreenshot(window: window, area: view.convert(view.bounds, to: window)).image.cgImage.map(
                SnapshotValue.image)
        case .accessibility:
            return .text(AccessibilityTree.snapshot(of: view).treeDescription)
        case .hierarchy:
            return .text(HierarchyDescription.of(view))
        }
    }
}

/// A snapshot's content.
enum SnapshotValue {
    case image(CGImage)
    case text(String)
}
