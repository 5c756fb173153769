import CTandemATK
import Foundation
import TandemSupport

/// Tandem's accessibility tree on Linux's accessibility bus (AT-SPI over
/// D-Bus), where screen readers (Orca) and other assistive technology read
/// it, as they read a GTK application's: each element of
/// ``AccessibilityTree``'s tree is an ATK object served by the AT-SPI
/// bridge (libatk-bridge2.0), with its name (the label), description (the
/// hint), role, states, parent and children, extents, actions (activate,
/// increment and decrement, the custom actions) and, for a slider or a
/// progress view, its number.
///
/// The export is off unless started: ``startIfRequested(isWindowApplication:)``
/// starts it for a window application when `TANDEM_ACCESSIBILITY_BUS=1`, or
/// when the session bus says assistive technology is on
/// (`org.a11y.Status.IsEnabled`, which GNOME sets while Orca runs) and
/// `TANDEM_ACCESSIBILITY_BUS` is not `0`; without a session bus it never
/// starts. The bridge answers only while ``pump(waitingUpTo:)`` runs, which
/// the application's main loop does each turn. Main actor only: every
/// answer is read on the main thread, inside the pump.
@preconcurrency @MainActor
package enum AccessibilityBus {
    /// The running export's elements; nil while it is not running.
    package private(set) static var elements: AccessibilityBusElements?

    /// Whether the tree is on the bus.
    package static var isRunning: Bool { elements != nil }

    /// Puts the tree of the application showing `windows` on the
    /// accessibility bus of the session bus `DBUS_SESSION_BUS_ADDRESS`
    /// names (the bridge asks it for the accessibility bus, starting
    /// at-spi2-core's launcher if needed), named `applicationName`. Does
    /// nothing when already running. Throws when there is no session bus
    /// or the bridge cannot reach the accessibility bus.
    package static func start(
        applicationName: String = ProcessInfo.processInfo.processName,
        windows: @escaping @MainActor () -> [UIWindow] = { UIApplication.shared.windows }
    ) throws(AccessibilityBusError) {
        guard elements == nil else { return }
        // The callbacks answer from here, and the bridge asks for the root while it starts.
        elements = AccessibilityBusElements(applicationName: applicationName, windows: windows)
        var callbacks = AccessibilityBusCallbacks.table
        var message = [CChar](repeating: 0, count: 256)
        let status = tandem_atk_start(&callbacks, tandemVersion.description, &message, Int32(message.count))
        guard status == 0 else {
            elements = nil
            throw AccessibilityBusError(
                description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// Takes the tree off the bus (the application leaves the registry;
    /// objects clients still hold answer as defunct).
    package static func stop() {
        guard let running = elements else { return }
        running.forgetAll()
        tandem_atk_stop()
        elements = nil
    }

    /// Answers what the bus asked (waiting up to `timeout` seconds for a
    /// request when there is none), then, if a commit changed the views
    /// since the tree was last read, reads it and announces what changed.
    /// Does nothing while the export is not running.
    ///
    /// A client reads the tree with one synchronous request after another,
    /// so once a request came, the next is waited for a little (2 ms each,
    /// 50 ms in all) instead of until the main loop's next turn: a
    /// screen reader walking a window is answered at its own pace, and
    /// the turn still ends soon enough for input and drawing.
    package static func pump(waitingUpTo timeout: TimeInterval = 0) {
        guard let running = elements else { return }
        if tandem_atk_iterate(Int32((max(0, min(timeout, 60)) * 1000).rounded())) {
            let end = Date(timeIntervalSinceNow: 0.05)
            while Date() < end, tandem_atk_iterate(2) {}
        }
        running.refreshIfCommitted()
    }

    /// Starts the export for an application if its environment asks for it
    /// (see ``AccessibilityBus``); a failure is reported once, and the application runs on without it.
    package static func startIfRequested(isWindowApplication: Bool) {
        let environment = ProcessInfo.processInfo.environment
        let setting = environment["TANDEM_ACCESSIBILITY_BUS"]
        guard setting != "0", environment["DBUS_SESSION_BUS_ADDRESS"] != nil || setting == "1" else { return }
        if setting != "1" {
            // Asked without starting anything: no answer within half a second is a no.
            guard isWindowApplication, tandem_atk_accessibility_enabled(500) == 1 else { return }
        }
        do {
            try start()
        } catch {
            Diagnostics.reportOnce(
                "AccessibilityBus", id: "AccessibilityBus.start",
                "the accessibility tree is not exported to the accessibility bus: \(error)")
        }
    }
}
