import Combine
import Foundation
import Observation
import SwiftUI
import TandemTestSupport
import Testing

@Observable
final class Thermostat {
    var celsius = 20
    var unrelated = 0
}

struct ThermostatView: View {
    let thermostat: Thermostat

    var body: some View {
        EvaluationLog.shared.record("Thermostat")
        return Text("\(thermostat.celsius)°")
    }
}

@Observable
final class Toggled {
    var isOn: Bool

    init(isOn: Bool) { self.isOn = isOn }
}

struct OptionalThermostat: View {
    let thermostat: Thermostat
    let shown: Toggled

    var body: some View {
        if shown.isOn { ThermostatView(thermostat: thermostat) }
    }
}

/// A button that is there while `shown` is on.
struct OptionalButton: View {
    let shown: Toggled

    var body: some View {
        if shown.isOn { Button("Press") {} }
    }
}

@MainActor
final class LifecycleLog {
    static var events: [String] = []
}

final class Ticker: ObservableObject {
    @Published var showDetail = true
    @Published var value = 0
    let pings = PassthroughSubject<Int, Never>()
}

struct LifecycleView: View {
    @ObservedObject var ticker: Ticker
    @State private var received = 0

    var body: some View {
        VStack {
            Text("received \(received)")
                .onReceive(ticker.pings) { received += $0 }
                .onChange(of: ticker.value) { old, new in LifecycleLog.events.append("change \(old)->\(new)") }
            if ticker.showDetail {
                Text("detail")
                    .onAppear { LifecycleLog.events.append("appear") }
                    .onDisappear { LifecycleLog.events.append("disappear") }
                    .task {
                        await MainActor.run { LifecycleLog.events.append("task started") }
                        do {
                            try await Task.sleep(nanoseconds: 60_000_000_000)
                        } catch {
                            await MainActor.run { LifecycleLog.events.append("task cancelled") }
                        }
                    }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct LifecycleTests {
    @Test func observablePropertiesReadInABodyInvalidateOnlyThatView() {
        EvaluationLog.shared.reset()
        let thermostat = Thermostat()
        let (controller, window) = host(ThermostatView(thermostat: thermostat))
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "20°")
        thermostat.celsius = 23
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "23°")
        #expect(EvaluationLog.shared.count("Thermostat") == 2)
        // A property the body did not read changes nothing.
        thermostat.unrelated = 5
        CATransaction.flush()
        #expect(EvaluationLog.shared.count("Thermostat") == 2)
    }

    @Test func anObservablePropertyChangedAfterItsViewWentInvalidatesNothing() {
        EvaluationLog.shared.reset()
        let thermostat = Thermostat()
        let shown = Toggled(isOn: true)
        let (controller, window) = host(OptionalThermostat(thermostat: thermostat, shown: shown))
        defer { window.isHidden = true }
        #expect(controller.view.labels.map(\.text) == ["20°"])
        shown.isOn = false
        CATransaction.flush()
        #expect(controller.view.labels.isEmpty)
        // The removed view read celsius; the change reaches a node that is gone.
        thermostat.celsius = 30
        CATransaction.flush()
        #expect(EvaluationLog.shared.count("Thermostat") == 1)
        // Shown again, it is a new identity that reads the new value and tracks it.
        shown.isOn = true
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["30°"])
        thermostat.celsius = 31
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["31°"])
        #expect(EvaluationLog.shared.count("Thermostat") == 3)
    }

    @Test func anObservablePropertyChangedAfterItsHostWentIsIgnored() {
        let thermostat = Thermostat()
        weak var released: UIHostingController<ThermostatView>?
        do {
            let controller = UIHostingController(rootView: ThermostatView(thermostat: thermostat))
            controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            controller.view.layoutIfNeeded()
            released = controller
        }
        #expect(released == nil)
        thermostat.celsius = 40
        CATransaction.flush()
        #expect(thermostat.celsius == 40)
    }

    /// A button's control reaches its node through a reference the node
    /// cuts off when it goes: a control kept alive and pressed after its
    /// button was removed, or after its host went, reaches nothing.
    @Test func aControlPressedAfterItsButtonWentReachesNothing() throws {
        let shown = Toggled(isOn: true)
        var control: UIControl?
        do {
            let (controller, window) = host(OptionalButton(shown: shown))
            defer { window.isHidden = true }
            control = try #require(controller.view.allSubviews.compactMap { $0 as? UIControl }.first)
            control?.isHighlighted = true
            CATransaction.flush()
            control?.isHighlighted = false
            shown.isOn = false
            CATransaction.flush()
            #expect(controller.view.labels.isEmpty)
            #expect(control?.superview == nil)
            control?.isHighlighted = true
            CATransaction.flush()
            #expect(controller.view.labels.isEmpty)
        }
        // The host is gone too.
        control?.isHighlighted = false
        control?.isHighlighted = true
        #expect(control?.isHighlighted == true)
    }

    @Test func appearChangeReceiveTaskAndDisappearRunInOrder() async throws {
        LifecycleLog.events = []
        let ticker = Ticker()
        let (controller, window) = host(LifecycleView(ticker: ticker))
        defer { window.isHidden = true }
        #expect(LifecycleLog.events.contains("appear"))
        // Let the task start.
        for _ in 0..<100 where !LifecycleLog.events.contains("task started") { await Task.yield() }
        #expect(LifecycleLog.events.contains("task started"))

        ticker.pings.send(2)
        ticker.pings.send(3)
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "received 5")

        ticker.value = 7
        CATransaction.flush()
        #expect(LifecycleLog.events.contains("change 0->7"))

        ticker.showDetail = false
        CATransaction.flush()
        #expect(LifecycleLog.events.contains("disappear"))
        for _ in 0..<200 where !LifecycleLog.events.contains("task cancelled") {
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        #expect(LifecycleLog.events.contains("task cancelled"))
    }

    @Test func aHostGoingAwayDismantlesItsContent() {
        LifecycleLog.events = []
        CallLog.calls = []
        var controller: UIHostingController<AnyView>? = UIHostingController(
            rootView: AnyView(
                LoggingField(name: "gone", text: "x").onDisappear { LifecycleLog.events.append("gone disappeared") }))
        _ = controller?.view.intrinsicContentSize
        #expect(CallLog.calls.contains("gone.make"))
        controller = nil
        #expect(CallLog.calls.last == "dismantle(x)")
        #expect(LifecycleLog.events == ["gone disappeared"])
    }
}
