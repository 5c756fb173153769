import Foundation
import TandemSupport

/// The running application: its delegate, its windows, and the main loop
/// that waits for input, delivers it and commits each turn's changes.
///
/// There is one, ``shared``. ``UIApplicationMain(_:_:_:_:)`` (or `@main` on
/// the delegate) chooses the display — a desktop window through SDL2 when a
/// display server is present, headless otherwise, or headless whatever the
/// environment with `TANDEM_DISPLAY=headless` — launches the delegate and
/// runs the loop until the last window is closed. Main actor only.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Whether the application is in the foreground and receiving input.
    public enum State: Int, Sendable {
        /// In the foreground, receiving input.
        case active = 0
        /// In the foreground, not receiving input.
        case inactive = 1
        /// Not shown.
        case background = 2
    }

    /// The application.
    public static var shared: UIApplication {
        if let instance { return instance }
        let application = UIApplication()
        instance = application
        return application
    }

    private static var instance: UIApplication?

    /// The application's delegate, kept for the application's life.
    open var delegate: UIApplicationDelegate?
    /// Whether the application is active.
    open internal(set) var applicationState: State = .inactive
    /// Accepted; Tandem never dims the screen.
    open var isIdleTimerDisabled = false

    /// The application's visible windows, in the order they were made.
    open var windows: [UIWindow] { Commit.registeredWindows.filter { !$0.isHidden } }

    /// The key window (deprecated on iOS 13 in favor of scenes' windows; still answered).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Delivers an event to the windows its touches are in.
    open func sendEvent(_ event: UIEvent) {
        var seen: Set<ObjectIdentifier> = []
        for touch in event.touchList {
            guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }

    /// Whether the loop should end after the current turn.
    private var stopRequested = false
    /// The connected scenes, in the order they connected.
    var sceneList: [UIScene] = []

    /// Launches `delegate` on the display the environment calls for and
    /// runs the main loop until the user quits; then the process exits.
    package static func run(delegate: UIApplicationDelegate) -> Never {
        ActiveDisplay.chooseForApplication()
        AccessibilityBus.startIfRequested(isWindowApplication: !(ActiveDisplay.current is HeadlessDisplay))
        let application = shared
        application.launch(delegate: delegate)
        application.runLoop()
        application.terminate()
        AccessibilityBus.stop()
        exit(0)
    }

    /// Launches `delegate`, as UIKit does: the fonts Info.plist's
    /// `UIAppFonts` lists are registered, then `willFinishLaunching`,
    /// `didFinishLaunching`; then, for an application with scenes (see
    /// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``),
    /// the scene connects, enters the foreground and becomes active;
    /// without, the delegate is told the application became active.
    package func launch(delegate: UIApplicationDelegate) {
        self.delegate = delegate
        AppFonts.registerListed()
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if connectScene(for: delegate) { return }
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
    }

    /// Ends the application, as UIKit does when it quits: its scenes resign,
    /// go to the background and disconnect (an application without scenes:
    /// its delegate resigns active); then the delegate is told it terminates.
    package func terminate() {
        if sceneList.isEmpty {
            applicationState = .inactive
            delegate?.applicationWillResignActive(self)
        } else {
            disconnectScenes()
        }
        delegate?.applicationWillTerminate(self)
    }

    /// Turns of the main loop: timers and main-queue work, the commit, then a
    /// wait for input until the next timer is due (never a busy wait).
    private func runLoop() {
        runLoop(until: .distantFuture)
    }

    /// Runs the main loop until `date` or until the user quits (benchmarks
    /// measure an idle window with it).
    package func runLoop(until date: Date) {
        let display = ActiveDisplay.current
        while !stopRequested, Date() < date {
            // One pass over what is due now: timers, main-queue work, the scheduled commit.
            _ = RunLoop.main.run(mode: .default, before: Date())
            Commit.run()
            // The accessibility bus's requests, when it is exported: they wait
            // for this, so the wait below is shorter while it is.
            AccessibilityBus.pump()
            // Main-queue work posted from other threads arrives through the run
            // loop, so the wait is bounded to keep it prompt.
            let next = RunLoop.main.limitDate(forMode: .default) ?? .distantFuture
            let bound = AccessibilityBus.isRunning ? 0.01 : 0.05
            let deadline = min(next, Date(timeIntervalSinceNow: bound), date)
            if !display.processEvents(waitingUntil: deadline) { stopRequested = true }
        }
    }

    /// Ends the main loop after the current turn (Tandem's stand-in for the user quitting).
    package func requestStop() {
        stopRequested = true
    }
}

/// Runs the application: makes the delegate of class `delegateClassName`
/// (a `UIApplicationDelegate`, named as `String(reflecting:)` names it),
/// launches it and runs the main loop until the user quits. Never returns.
///
/// `principalClassName` must be nil or `"UIApplication"`. A delegate class
/// that cannot be found is reported and the process exits with status 1.
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    MainActor.assumeIsolated {
        guard let name = delegateClassName, let type = _typeByName(name) as? UIApplicationDelegate.Type else {
            Diagnostics.report("UIApplication", "no UIApplicationDelegate class named \(delegateClassName ?? "nil")")
            exit(1)
        }
        UIApplication.run(delegate: type.init())
    }
}
