import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// The accessibility tree exported to AT-SPI and read back as a screen
/// reader reads it: a private session bus (at-spi2-core's launcher starts
/// the accessibility bus and the registry on it), a window exported on it,
/// and pyatspi (Debian's python3-pyatspi, under Debian's /usr/bin/python3)
/// in a child process printing the tree it finds in the registry, clicking
/// a button and setting a slider, while the test answers its requests.
@MainActor
@Suite struct AccessibilityBusTests {
    /// The client: finds the application by name in the registry, prints
    /// its tree (a line per object: role, name, extents in window pixels,
    /// states, actions, value), then clicks "Go" and sets the slider to 0.75.
    static let client = #"""
        import sys, time
        import pyatspi

        name = sys.argv[1]
        deadline = time.time() + 10
        app = None
        while app is None:
            desktop = pyatspi.Registry.getDesktop(0)
            for index in range(desktop.childCount):
                child = desktop.getChildAtIndex(index)
                if child is not None and child.name == name:
                    app = child
            if app is None:
                if time.time() > deadline:
                    sys.exit("no application named %s in the registry" % name)
                time.sleep(0.05)

        shown = ["enabled", "showing", "focusable", "checked", "active"]
        def line(acc, depth):
            parts = [acc.getRoleName(), repr(acc.name)]
            try:
                box = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                parts.append("[%d,%d %dx%d]" % (box.x, box.y, box.width, box.height))
            except NotImplementedError:
                pass
            states = acc.getState()
            names = [s for s in shown if states.contains(getattr(pyatspi, "STATE_" + s.upper()))]
            parts.append("states=" + ",".join(names))
            try:
                action = acc.queryAction()
                parts.append("actions=" + ",".join(action.getName(i) for i in range(action.nActions)))
            except NotImplementedError:
                pass
            try:
                value = acc.queryValue()
                parts.append("value=%.2f in %.2f...%.2f" % (value.currentValue, value.minimumValue, value.maximumValue))
            except NotImplementedError:
                pass
            print("  " * depth + " ".join(parts))
            for index in range(acc.childCount):
                line(acc.getChildAtIndex(index), depth + 1)

        line(app, 0)
        sys.stdout.flush()

        def find(acc, role, label):
            if acc.getRoleName() == role and (label is None or acc.name == label):
                return acc
            for index in range(acc.childCount):
                found = find(acc.getChildAtIndex(index), role, label)
                if found is not None:
                    return found
            return None

        go = find(app, "push button", "Go")
        print("click Go:", go.queryAction().doAction(0))
        slider = find(app, "slider", None)
        slider.queryValue().currentValue = 0.75
        print("slider now: %.2f" % slider.queryValue().currentValue)

        # The label's object, held across its removal, turns defunct; the window has one child fewer.
        hello = find(app, "label", "Hello")
        window = hello.parent
        print("click Remove:", find(app, "push button", "Remove").queryAction().doAction(0))
        print("label defunct:", hello.getState().contains(pyatspi.STATE_DEFUNCT))
        print("window children:", ", ".join(child.name for child in window))
        """#

    @Test func withoutASessionBusNothingStarts() {
        let previousAddress = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        defer { if let previousAddress { setenv("DBUS_SESSION_BUS_ADDRESS", previousAddress, 1) } }
        let window = makeWindow(width: 100, height: 100)
        defer { window.isHidden = true }
        #expect(throws: AccessibilityBusError.self) { try AccessibilityBus.start(windows: { [window] }) }
        #expect(!AccessibilityBus.isRunning)
        // An application's start asks nothing and reports nothing without a bus.
        AccessibilityBus.startIfRequested(isWindowApplication: true)
        #expect(!AccessibilityBus.isRunning)
        AccessibilityBus.pump(waitingUpTo: 0.01)
    }

    // No time limit: in a parallel run a limit also counts the time spent
    // waiting for the main actor, which other suites' tests hold (CI's
    // whole run exceeded a minute that way); the client has its own 30 s.
    @Test func aScreenReaderReadsTheTreeAndActs() throws {
        let started = Date()
        let bus: PrivateSessionBus
        do {
            bus = try PrivateSessionBus()
        } catch {
            Issue.record("\(error)")
            return
        }
        defer { bus.stop() }

        var taps = 0
        var changes: [Float] = []
        let root = UIViewController()
        // Held weakly: the Remove button takes it out, and nothing else keeps it.
        weak var label: UILabel?
        do {
            let hello = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            hello.text = "Hello"
            root.view.addSubview(hello)
            label = hello
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let slider = UISlider(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
        slider.value = 0.25
        slider.addAction(UIAction { _ in changes.append(slider.value) }, for: .valueChanged)
        let remove = UIButton(type: .system)
        remove.frame = CGRect(x: 120, y: 60, width: 100, height: 44)
        remove.setTitle("Remove", for: .normal)
        remove.addAction(UIAction { _ in label?.removeFromSuperview() }, for: .touchUpInside)
        for view in [button, remove, slider] as [UIView] { root.view.addSubview(view) }
        let window = makeWindow(width: 320, height: 200, root: root)
        defer { window.isHidden = true }

        // The bridge asks the session bus for the accessibility bus when it starts.
        let previousAddress = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        setenv("DBUS_SESSION_BUS_ADDRESS", bus.address, 1)
        defer {
            if let previousAddress {
                setenv("DBUS_SESSION_BUS_ADDRESS", previousAddress, 1)
            } else {
                unsetenv("DBUS_SESSION_BUS_ADDRESS")
            }
        }
        let name = "TandemAccessibilityBusTest-\(getpid())"
        try AccessibilityBus.start(applicationName: name, windows: { [window] })
        defer { AccessibilityBus.stop() }

        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        client.arguments = ["-c", Self.client, name]
        client.environment = bus.environment
        let output = Pipe(), errors = Pipe()
        client.standardOutput = output
        client.standardError = errors
        try client.run()
        // The client's calls are synchronous: they are answered here, on the main thread, until it ends.
        let deadline = Date(timeIntervalSinceNow: 30)
        while client.isRunning, Date() < deadline { AccessibilityBus.pump(waitingUpTo: 0.01) }
        if client.isRunning {
            // SIGKILL: the child inherits the test thread's blocked signals, SIGTERM among them.
            kill(client.processIdentifier, SIGKILL)
            Issue.record("the AT-SPI client did not finish within 30 s")
        }
        client.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        print("AT-SPI client's output (\(String(format: "%.1f", Date().timeIntervalSince(started))) s):\n\(printed)")
        #expect(client.terminationStatus == 0, "the client failed: \(complaints)")

        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("application '\(name)'") == true)
        #expect(lines.contains { $0.hasPrefix("  frame '' [0,0 320x200]") })
        #expect(lines.contains("    label 'Hello' [20,20 200x30] states=enabled,showing"))
        #expect(
            lines.contains("    push button 'Go' [20,60 80x44] states=enabled,showing,focusable actions=click"))
        #expect(
            lines.contains {
                $0.hasPrefix("    slider '' [20,120 200x30] states=enabled,showing,focusable")
                    && $0.hasSuffix("actions=click,increment,decrement value=0.25 in 0.00...1.00")
            })
        #expect(lines.contains("click Go: True"))
        #expect(lines.contains("slider now: 0.75"))
        #expect(lines.contains("click Remove: True"))
        #expect(lines.contains("label defunct: True"))
        #expect(lines.contains("window children: Go, Remove, "))
        #expect(label == nil)
        #expect(taps == 1)
        #expect(slider.value == 0.75)
        #expect(changes == [0.75])
    }
}
