import Foundation
import SwiftUI
import TandemTestSupport
import Testing

struct Person: Identifiable {
    let id: Int
    var name: String
}

final class People: ObservableObject {
    @Published var list = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
}

struct PeopleEditor: View {
    @ObservedObject var people: People

    var body: some View {
        VStack {
            ForEach($people.list) { $person in
                TextField("Name", text: $person.name)
            }
        }
        .frame(width: 300)
    }
}

struct RankKey: LayoutValueKey {
    static let defaultValue = 0
}

/// Orders its subviews top to bottom by their rank.
struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[RankKey.self] < $1[RankKey.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct Animated: View {
    @State private var on = false
    @State private var amount = 1.5

    var body: some View {
        VStack {
            Stepper("Amount", value: $amount, in: 0...3, step: 0.5)
            Text(on ? "on" : "off")
                .transition(.opacity.combined(with: .slide))
                .animation(.easeInOut, value: on)
            Button("Toggle") { withAnimation(.spring()) { on.toggle() } }
        }
        .task(id: on) {}
    }
}

@MainActor
@Suite struct APISurfaceTests {
    @Test func forEachOverABindingEditsTheElementsInPlace() throws {
        let people = People()
        let (controller, window) = host(PeopleEditor(people: people))
        defer { window.isHidden = true }
        let fields = controller.view.allSubviews.compactMap { $0 as? UITextField }
        #expect(fields.map(\.text) == ["Ada", "Grace"])
        #expect(fields[1].becomeFirstResponder())
        fields[1].selectedRange = NSRange(location: 5, length: 0)
        fields[1].insertText(" Hopper")
        CATransaction.flush()
        #expect(people.list.map(\.name) == ["Ada", "Grace Hopper"])
        // A binding to a collection is a collection of bindings.
        let binding = Binding(get: { people.list }, set: { people.list = $0 })
        #expect(binding.count == 2)
        binding[0].name.wrappedValue = "Ada L."
        #expect(people.list[0].name == "Ada L.")
    }

    @Test func aspectRatioFitsAndFills() {
        let (fit, fitWindow) = host(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300))
        defer { fitWindow.isHidden = true }
        #expect(fit.view.frame(ofColor: .systemRed)?.size == CGSize(width: 300, height: 150))
        let (fill, fillWindow) = host(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 300, height: 300))
        defer { fillWindow.isHidden = true }
        #expect(fill.view.frame(ofColor: .systemRed)?.size == CGSize(width: 600, height: 300))
    }

    @Test func layoutValuesReachTheLayout() throws {
        let (controller, window) = host(
            RankedStack {
                Text("second").layoutValue(key: RankKey.self, value: 2)
                Text("first").layoutValue(key: RankKey.self, value: 1)
            })
        defer { window.isHidden = true }
        let first = try #require(controller.view.labels.first { $0.text == "first" })
        let second = try #require(controller.view.labels.first { $0.text == "second" })
        #expect(controller.view.frame(of: first).minY < controller.view.frame(of: second).minY)
    }

    @Test func animationsTransitionsAndFloatingSteppersApplyAtOnce() throws {
        let (controller, window) = host(Animated())
        defer { window.isHidden = true }
        let title = try #require(controller.view.labels.first { $0.text == "Toggle" })
        window.synthesizeTap(at: title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(controller.view.labels.contains { $0.text == "on" })
        let stepper = try #require(controller.view.allSubviews.first { $0 is UIStepper } as? UIStepper)
        #expect(stepper.value == 1.5)
        #expect(stepper.stepValue == 0.5)
    }
}
