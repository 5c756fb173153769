import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

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

/// A button style whose body counts its evaluations.
struct CountingButtonStyle: ButtonStyle {
    struct CountedBody: View {
        let configuration: ButtonStyleConfiguration

        var body: some View {
            EvaluationLog.shared.record("StyleBody")
            return configuration.label.padding(2)
        }
    }

    func makeBody(configuration: Configuration) -> some View { CountedBody(configuration: configuration) }
}

/// A button (whose action, a closure, differs at every evaluation) in an
/// erased wrapper, under a root that re-renders.
struct ButtonRoot: View {
    @ObservedObject var flag: Flag

    var body: some View {
        EvaluationLog.shared.record("ButtonRoot")
        return VStack {
            Text("generation \(flag.value)")
            AnyView(Button(flag.value >= 2 ? "renamed" : "tap") { flag.value += 10 }.buttonStyle(CountingButtonStyle()))
        }
    }
}

@MainActor
@Suite(.serialized) struct InvalidationTests {
    /// The button is evaluated again (its action changed), but an equal
    /// label gives its style an equal configuration: the style's body is
    /// skipped, and runs again when the label changes.
    @Test func aButtonWithAnEqualLabelDoesNotReevaluateItsStyle() {
        EvaluationLog.shared.reset()
        let flag = Flag()
        let (controller, window) = host(ButtonRoot(flag: flag))
        defer { window.isHidden = true }
        #expect(EvaluationLog.shared.counts == ["ButtonRoot": 1, "StyleBody": 1])
        flag.value = 1
        CATransaction.flush()
        #expect(EvaluationLog.shared.counts == ["ButtonRoot": 2, "StyleBody": 1])
        flag.value = 2
        CATransaction.flush()
        #expect(EvaluationLog.shared.counts == ["ButtonRoot": 3, "StyleBody": 2])
        #expect(controller.view.labels.map(\.text) == ["generation 2", "renamed"])
        // The action is the newest one.
        let button = controller.view.allSubviews.compactMap { $0 as? UIControl }.first
        button?.sendActions(for: .touchUpInside)
        #expect(flag.value == 12)
    }

    /// Views compare by their fields' own bytes: padding between fields and
    /// the unused words of an erased view's storage do not make equal values differ.
    @Test func viewsWithPaddingAndErasedFieldsCompareByTheirFields() {
        struct Padded: View {
            let flag: Bool
            let number: Int
            let label: AnyView
            var body: some View { label }
        }
        let text = Text("same")
        var a = Padded(flag: true, number: 7, label: AnyView(text))
        var b = Padded(flag: true, number: 7, label: AnyView(text))
        // Scribble over the padding after `flag` in one of them.
        withUnsafeMutableBytes(of: &a) { $0[1] = 0xAB }
        withUnsafeMutableBytes(of: &b) { $0[1] = 0x00 }
        #expect(ViewEquality.equal(a, b))
        #expect(!ViewEquality.equal(a, Padded(flag: false, number: 7, label: AnyView(text))))
        #expect(!ViewEquality.equal(a, Padded(flag: true, number: 8, label: AnyView(text))))
        #expect(!ViewEquality.equal(a, Padded(flag: true, number: 7, label: AnyView(Text("other")))))
        // Erased views compare by what they hold.
        #expect(ViewEquality.equal(AnyView(Color.red), AnyView(Color.red)))
        #expect(!ViewEquality.equal(AnyView(Color.red), AnyView(Color.blue)))
        #expect(!ViewEquality.equal(AnyView(Color.red), AnyView(Text("red"))))
    }

    /// An empty optional whose wrapped type marks emptiness in one of its
    /// fields (a `StrokeStyle?`, in the dash array's reference) leaves the
    /// others' bytes as they were: two empty ones are the same whatever
    /// those hold, as two shape views made alike are (a background made
    /// again with the row it is behind was evaluated again).
    @Test func emptyOptionalsCompareEqualWhateverTheirUnusedBytes() {
        struct Stroked: View {
            let stroke: StrokeStyle?
            var body: some View { EmptyView() }
        }
        var a = Stroked(stroke: nil)
        var b = Stroked(stroke: nil)
        // The line width, the first field, is not used by an empty optional.
        withUnsafeMutableBytes(of: &a) { $0[0] = 0xAB }
        withUnsafeMutableBytes(of: &b) { $0[0] = 0x11 }
        #expect(a.stroke == nil && b.stroke == nil)
        #expect(ViewEquality.equal(a, b))
        let thin = Stroked(stroke: StrokeStyle(lineWidth: 2))
        #expect(!ViewEquality.equal(a, thin))
        #expect(ViewEquality.equal(thin, Stroked(stroke: StrokeStyle(lineWidth: 2))))
        #expect(!ViewEquality.equal(thin, Stroked(stroke: StrokeStyle(lineWidth: 3))))
        #expect(!ViewEquality.equal(thin, Stroked(stroke: StrokeStyle(lineWidth: 2, dash: [1]))))
        #expect(ViewEquality.equal(Rectangle().fill(Color.red), Rectangle().fill(Color.red)))
    }

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
