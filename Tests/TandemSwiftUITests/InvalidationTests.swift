import Foundation
import SwiftUI
import Testing
import TandemTestSupport

final class Flag: ObservableObject {
    @Published var value = 0
}

struct LeafA: View {
    var body: some View {
        EvaluationLog.shared.record("LeafA")
        return Text("A")
    }
}

struct LeafB: View {
    @ObservedObject var flag: Flag

    var body: some View {
        EvaluationLog.shared.record("LeafB")
        return Text("B\(flag.value)")
    }
}

struct InvalidationRoot: View {
    @ObservedObject var top: Flag
    let inner: Flag

    var body: some View {
        EvaluationLog.shared.record("Root")
        return VStack {
            Text("root \(top.value)")
            LeafA()
            LeafB(flag: inner)
        }
    }
}

struct FontReader: View {
    @Environment(\.font) private var font

    var body: some View {
        EvaluationLog.shared.record("FontReader")
        return Text(font == nil ? "no font" : "font")
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        EvaluationLog.shared.record("SchemeReader")
        return Text(colorScheme == .dark ? "dark" : "light")
    }
}

struct EnvironmentRoot: View {
    @ObservedObject var flag: Flag

    var body: some View {
        VStack {
            FontReader()
            SchemeReader()
        }
        .font(flag.value == 0 ? nil : .title)
    }
}

struct EquatableRow: View, Equatable {
    let id: Int
    let payload: String

    static func == (lhs: EquatableRow, rhs: EquatableRow) -> Bool { lhs.id == rhs.id }

    var body: some View {
        EvaluationLog.shared.record("EquatableRow\(id)")
        return Text(payload)
    }
}

struct EquatableRoot: View {
    @ObservedObject var flag: Flag

    var body: some View {
        VStack {
            EquatableRow(id: 1, payload: "generation \(flag.value)")
            Text("\(flag.value)")
        }
    }
}

@MainActor
@Suite(.serialized) struct InvalidationTests {
    @Test func onlyTheBodiesThatReadAChangeRunAgain() {
        EvaluationLog.shared.reset()
        let top = Flag(), inner = Flag()
        let (controller, window) = host(InvalidationRoot(top: top, inner: inner))
        defer { window.isHidden = true }
        #expect(EvaluationLog.shared.counts == ["Root": 1, "LeafA": 1, "LeafB": 1])

        // The inner object changes: only its observer runs.
        inner.value = 1
        CATransaction.flush()
        #expect(EvaluationLog.shared.counts == ["Root": 1, "LeafA": 1, "LeafB": 2])
        #expect(controller.view.labels.map(\.text) == ["root 0", "A", "B1"])

        // The root's object changes: the root runs; its unchanged children are skipped.
        top.value = 1
        CATransaction.flush()
        #expect(EvaluationLog.shared.counts == ["Root": 2, "LeafA": 1, "LeafB": 2])
        #expect(controller.view.labels.map(\.text) == ["root 1", "A", "B1"])

        // Several writes before a commit: one evaluation.
        inner.value = 2
        inner.value = 3
        inner.value = 4
        CATransaction.flush()
        #expect(EvaluationLog.shared.count("LeafB") == 3)
        #expect(controller.view.labels.last?.text == "B4")
    }

    @Test func anEnvironmentChangeRunsOnlyTheReadersOfThatValue() {
        EvaluationLog.shared.reset()
        let flag = Flag()
        let (controller, window) = host(EnvironmentRoot(flag: flag))
        defer { window.isHidden = true }
        #expect(EvaluationLog.shared.counts == ["FontReader": 1, "SchemeReader": 1])
        flag.value = 1
        CATransaction.flush()
        #expect(EvaluationLog.shared.counts == ["FontReader": 2, "SchemeReader": 1])
        #expect(controller.view.labels.map(\.text) == ["font", "light"])
    }

    @Test func anEquatableChildThatIsEqualIsSkipped() {
        EvaluationLog.shared.reset()
        let flag = Flag()
        let (controller, window) = host(EquatableRoot(flag: flag))
        defer { window.isHidden = true }
        flag.value = 1
        CATransaction.flush()
        // `==` says equal (same id): the row keeps its old text, as SwiftUI does.
        #expect(EvaluationLog.shared.count("EquatableRow1") == 1)
        #expect(controller.view.labels.map(\.text) == ["generation 0", "1"])
    }

    @Test func traitChangesReachTheEnvironment() {
        EvaluationLog.shared.reset()
        let (controller, window) = host(SchemeReader())
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "light")
        window.overrideUserInterfaceStyle = .dark
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "dark")
    }
}
