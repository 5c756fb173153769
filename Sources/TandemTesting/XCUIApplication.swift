public import Foundation
import TandemSupport
public import TandemSwiftUI
public import TandemUIKit

/// The application under test, in this process: XCUITest's application,
/// launched in-process because Linux has no app bundles to start (see
/// docs/Testing.md).
///
/// `XCUIApplication(rootViewController:)`, `XCUIApplication(rootView:)` and
/// `XCUIApplication(app:)` describe what to show; ``launch()`` shows a
/// fresh one in a headless window of the configuration's size, scale,
/// appearance and text size; ``terminate()`` takes it down (views
/// disappear, representables are dismantled) and reports a root
/// controller that outlives it. `XCUIApplication()` is the process as it
/// is: every window it shows, for tests that set up their own windows.
/// As an element, the application is the root of the tree its queries read.
@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    /// Whether the application runs.
    public enum State: UInt, Sendable {
        /// Not known.
        case unknown = 0
        /// Not launched, or terminated.
        case notRunning = 1
        /// Suspended in the background (not used in-process).
        case runningBackgroundSuspended = 2
        /// In the background (not used in-process).
        case runningBackground = 3
        /// Launched and shown.
        case runningForeground = 4
    }

    /// How a launched application's window is set up.
    public struct Configuration: Sendable {
        /// The window's size in points; an iPhone's by default.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// Light or dark appearance.
        public var userInterfaceStyle: UIUserInterfaceStyle
        /// The text size the user chose.
        public var preferredContentSizeCategory: UIContentSizeCategory

        /// A configuration; the defaults are a 390×844-point window at 2×, light, the default text size.
        public init(
            size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2,
            userInterfaceStyle: UIUserInterfaceStyle = .light,
            preferredContentSizeCategory: UIContentSizeCategory = .large
        ) {
            self.size = size
            self.scale = scale
            self.userInterfaceStyle = userInterfaceStyle
            self.preferredContentSizeCategory = preferredContentSizeCategory
        }
    }

    /// What ``launch()`` shows; nil for the process's own windows.
    private let makeRoot: (@MainActor () -> UIViewController)?
    /// How the window is set up.
    public var configuration: Configuration
    /// The window ``launch()`` made, while the application runs.
    private(set) var launchedWindow: UIWindow?
    /// The window given to ``init(window:)``.
    private weak var attachedWindow: UIWindow?
    /// Whether the application runs.
    public private(set) var state: State

    /// The application this process is: every window it shows. It runs as long as the process does.
    public init() {
        makeRoot = nil
        configuration = Configuration()
        state = .runningForeground
        super.init(query: nil, selector: .only)
    }

    /// The application as one window shows it: a window the test made and
    /// showed itself (a Tandem addition: with tests running side by side,
    /// the process's windows are several tests' windows). It runs while
    /// the window is visible; `launch()` and `terminate()` do nothing.
    public init(window: UIWindow) {
        makeRoot = nil
        configuration = Configuration(size: window.bounds.size, scale: window.screen.scale)
        state = .runningForeground
        super.init(query: nil, selector: .only)
        attachedWindow = window
    }

    /// An application whose window's root is made by `rootViewController` at each launch.
    public init(
        rootViewController: @autoclosure @escaping @MainActor () -> UIViewController,
        configuration: Configuration = Configuration()
    ) {
        makeRoot = rootViewController
        self.configuration = configuration
        state = .notRunning
        super.init(query: nil, selector: .only)
    }

    /// An application showing `rootView` (made anew at each launch) in a hosting controller.
    public convenience init<Content: View>(
        rootView: @autoclosure @escaping @MainActor () -> Content, configuration: Configuration = Configuration()
    ) {
        self.init(rootViewController: UIHostingController(rootView: rootView()), configuration: configuration)
    }

    /// An application running the SwiftUI app `app` (made anew at each
    /// launch): its first window group's content.
    public convenience init<A: App>(app: A.Type, configuration: Configuration = Configuration()) {
        self.init(rootViewController: AppWindows.rootControllers(for: A())[0], configuration: configuration)
    }

    override var application: XCUIApplication { self }

    /// The window input goes to: the launched one, else the key window, else the front one.
    var window: UIWindow? {
        if makeRoot != nil { return launchedWindow }
        if let attachedWindow { return attachedWindow }
        let windows = UIApplication.shared.windows
        return windows.first(where: \.isKeyWindow) ?? windows.last
    }

    /// The application's accessibility tree now, after the pending commit.
    func tree() -> AccessibilityNode {
        Commit.run()
        if makeRoot != nil {
            return AccessibilityTree.snapshot(ofApplicationWindows: launchedWindow.map { [$0] } ?? [])
        }
        if let attachedWindow { return AccessibilityTree.snapshot(ofApplicationWindows: [attachedWindow]) }
        return AccessibilityTree.snapshot(ofApplicationWindows: UIApplication.shared.windows)
    }

    /// Whether the application runs (and so shows what its queries read).
    open override var exists: Bool {
        guard makeRoot == nil, let attachedWindow else { return state == .runningForeground }
        return !attachedWindow.isHidden
    }

    /// Shows a fresh root in a new headless window (terminating a running
    /// one first), then lets it appear and lay out.
    open func launch() {
        guard let makeRoot else { return }
        if state == .runningForeground { terminate() }
        let screen = UIScreen.tandemHeadless(size: configuration.size, scale: configuration.scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: configuration.size))
        window.screen = screen
        let root = makeRoot()
        root.traitOverrides.userInterfaceStyle = configuration.userInterfaceStyle
        root.traitOverrides.preferredContentSizeCategory = configuration.preferredContentSizeCategory
        window.rootViewController = root
        window.makeKeyAndVisible()
        launchedWindow = window
        state = .runningForeground
        Self.noteLaunch(of: self)
        InputDriver.settle()
        applyDeviceOrientation()
    }

    /// Brings the application to the front (launching it if it does not run).
    open func activate() {
        if state != .runningForeground { launch() } else { launchedWindow?.makeKeyAndVisible() }
    }

    /// Takes the launched window down: its root leaves it (views disappear,
    /// SwiftUI's representables are dismantled) and the window hides. A
    /// root view controller still alive after that is reported (a leak).
    open func terminate() {
        guard makeRoot != nil, let window = launchedWindow else { return }
        weak let root = window.rootViewController
        window.rootViewController = nil
        window.isHidden = true
        launchedWindow = nil
        state = .notRunning
        Self.noteTermination(of: self)
        InputDriver.settle()
        if let root {
            Diagnostics.report(
                "XCUIApplication",
                "\(type(of: root)) is still alive after terminate(): something holds the application's root view controller"
            )
        }
    }
}
