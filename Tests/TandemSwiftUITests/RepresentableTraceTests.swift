import Combine
import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

final class TraceModel: ObservableObject {
    @Published var text = "a"
    @Published var count = 0
    @Published var disabled = false
    @Published var theme = 0
}

struct TracedLabel: UIViewRepresentable {
    var text: String
    @Binding var value: Int

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = "\(text) \(value)"
        uiView.isEnabled = context.environment.isEnabled
    }
}

struct TraceHost: View {
    @ObservedObject var model: TraceModel

    var body: some View {
        TracedLabel(text: model.text, value: $model.count)
            .disabled(model.disabled)
            .environment(\.traceTheme, model.theme)
    }
}

/// Reads an observed object itself; its parent does not observe it.
struct ObservingLabel: UIViewRepresentable {
    @ObservedObject var model: TraceModel

    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = model.text }
}

@MainActor
struct RepresentableTraceTests {
    @Test func makeAndUpdateCarryTheirCauses() {
        let trace = RepresentableTrace()
        let model = TraceModel()
        let (controller, window) = host(TraceHost(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        let first = trace.events.map(\.kind)
        #expect(first == [.make, .update])
        #expect(trace.events.allSatisfy { $0.causes == [.firstMake] && $0.representable == "TracedLabel" })
        let identity = trace.events[0].identity
        #expect(trace.events.allSatisfy { $0.identity == identity })

        trace.removeAll()
        model.text = "b"
        controller.view.layoutIfNeeded()
        #expect(trace.events.map(\.kind) == [.update])
        #expect(trace.events.first?.causes == [.valueChanged(property: "text")])
        #expect(trace.events.first?.causes.first?.description == "value changed: property `text`")

        trace.removeAll()
        model.count = 1
        controller.view.layoutIfNeeded()
        #expect(trace.events.first?.causes == [.bindingChanged(property: "value")])
        #expect(trace.events.first?.causes.first?.description == "binding `value` changed")

        trace.removeAll()
        model.disabled = true
        controller.view.layoutIfNeeded()
        #expect(trace.events.first?.causes == [.environmentChanged(key: "isEnabled")])
        #expect(trace.events.first?.causes.first?.description == "environment: isEnabled")

        // A value it does not read: the update runs, and says so.
        trace.removeAll()
        model.theme = 1
        controller.view.layoutIfNeeded()
        #expect(trace.events.first?.causes == [.unreadEnvironmentChanged])
        #expect(trace.events.allSatisfy { $0.identity == identity })
    }

    @Test func anObservedObjectChangeIsNamed() {
        let trace = RepresentableTrace()
        let model = TraceModel()
        let (controller, window) = host(ObservingLabel(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        trace.removeAll()
        model.text = "changed"
        controller.view.layoutIfNeeded()
        #expect(trace.events.map(\.kind) == [.update])
        #expect(trace.events.first?.causes == [.dependencyChanged("observed object TraceModel changed")])
    }

    @Test func aNewIdentityIsDismantledThenMadeAfresh() {
        let trace = RepresentableTrace()
        let model = RepresentableModel()
        let (controller, window) = host(RepresentableHost(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        let before = trace.events.filter { $0.representable == "LoggingField" }
        #expect(before.map(\.kind) == [.make, .update])
        trace.removeAll()
        model.useFirst = false
        controller.view.layoutIfNeeded()
        let after = trace.events.filter { $0.representable == "LoggingField" }
        #expect(after.map(\.kind) == [.dismantle, .make, .update])
        #expect(after[0].identity == before[0].identity)
        #expect(after[1].identity > before[0].identity)
        #expect(after[1].description.hasPrefix("make LoggingField#"))
    }

    @Test func aStoppedTraceRecordsNothing() {
        let trace = RepresentableTrace()
        trace.isRecording = false
        let model = TraceModel()
        let (controller, window) = host(TraceHost(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        model.text = "b"
        controller.view.layoutIfNeeded()
        #expect(trace.events.isEmpty)
    }

    @Test func causesAreDescribedInWords() {
        #expect(RepresentableUpdateCause.firstMake.description == "first make")
        #expect(RepresentableChanges.describe("StateObject<Model> changed") == "state object Model changed")
        #expect(RepresentableChanges.describe("State<Int> written") == "state Int written")
        #expect(EnvironmentKeyReads.propertyName(of: IsEnabledLikeKey.self) == "isEnabledLike")
    }
}

private struct IsEnabledLikeKey {}

private struct TraceThemeKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// A value no representable reads.
    fileprivate var traceTheme: Int {
        get { self[TraceThemeKey.self] }
        set { self[TraceThemeKey.self] = newValue }
    }
}
