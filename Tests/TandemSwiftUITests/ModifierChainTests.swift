import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// A frame `width` wide around the content, with a button below that
/// counts its taps in the modifier's own state.
private struct TapCountingFrame: ViewModifier {
    let width: CGFloat
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content.frame(width: width, height: 20)
            Button("taps \(taps)") { taps += 1 }
        }
    }
}

/// Two views: a text, and a button that counts its taps in the view's state.
private struct TwoCountingLines: View {
    @State private var taps = 0

    var body: some View {
        Text("line")
        Button("taps \(taps)") { taps += 1 }
    }
}

/// The text `ChainRoot` shows.
private final class ChainModel: ObservableObject {
    @Published var label = "first"
}

/// A text under a custom modifier and a padding: chained with `concat`, or
/// applied one after the other.
private struct ChainRoot: View {
    @ObservedObject var model: ChainModel
    let chained: Bool

    var body: some View {
        let padding = _PaddingLayout(insets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        if chained {
            Text(model.label).modifier(TapCountingFrame(width: 120).concat(padding))
        } else {
            Text(model.label).modifier(TapCountingFrame(width: 120)).modifier(padding)
        }
    }
}

/// A value whose type alone says what it becomes is evaluated in its own
/// node: `a.concat(b)` applies `a`, then `b` (``ModifierChain``), and a
/// modified custom view of several views distributes its body there
/// (`CustomListApplier`). A `List` cell's graph holds no node that only
/// wraps another.
@MainActor
@Suite struct ModifierChainTests {
    /// The nodes of `graph`.
    private func nodeCount(in graph: ViewGraph) throws -> Int {
        var pending = [try #require(graph.root)]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }

    /// A chain lays out, updates and keeps its custom modifier's state as
    /// the two modifiers applied one after the other do, with as many
    /// nodes: the chain adds none of its own.
    @Test func aChainIsItsModifiersAppliedInTurnWithNoNodeOfItsOwn() throws {
        var frames: [Bool: [CGRect]] = [:]
        var counts: [Bool: Int] = [:]
        for chained in [false, true] {
            let model = ChainModel()
            let (controller, window) = host(ChainRoot(model: model, chained: chained))
            defer { window.isHidden = true }
            let button = try #require(controller.view.allSubviews.compactMap { $0 as? UIControl }.first)
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            model.label = "second"
            CATransaction.flush()
            // The state survived the update, and the text is the new one.
            #expect(controller.view.labels.map(\.text) == ["second", "taps 2"])
            frames[chained] = controller.view.labels.map { $0.convert($0.bounds, to: controller.view) }
            counts[chained] = try nodeCount(in: try #require(controller.view as? _UIHostingView<ChainRoot>).graph)
        }
        #expect(frames[true] == frames[false])
        // The text is centered in the 120-point frame, itself centered in the 400-point window.
        let text = try #require(frames[true]?.first)
        #expect(abs(text.midX - 200) <= 1)
        #expect(counts[true] == counts[false])
    }

    /// A modifier on a custom view whose body is several views applies to
    /// each of them, in the custom view's node: its state lives there, and
    /// no node of its own holds the distribution (``DistributedBody``).
    @Test func aModifiedCustomViewOfSeveralViewsIsOneNodeOverItsModifiedViews() throws {
        let (controller, window) = host(VStack(spacing: 0) { TwoCountingLines().padding(10) })
        defer { window.isHidden = true }
        let control = try #require(controller.view.allSubviews.first { $0 is UIControl } as? UIControl)
        control.sendActions(for: .touchUpInside)
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["line", "taps 1"])
        // Each line padded: 10 points above the first, 20 between them.
        let frames = controller.view.labels.map { $0.convert($0.bounds, to: controller.view) }
        let controlFrame = control.convert(control.bounds, to: controller.view)
        #expect(abs(controlFrame.minY - frames[0].maxY - 20) < 1)
        let graph = try #require(
            controller.view as? _UIHostingView<VStack<ModifiedContent<TwoCountingLines, _PaddingLayout>>>
        ).graph
        // The stack, the modified custom view, and for each line its padding and its view
        // (the button's label is a node of its own).
        #expect(try nodeCount(in: graph) == 1 + 1 + 2 + 3)
    }

    /// A `List` cell's graph: the row's own nodes under three that host
    /// it: the root (with the row's identity), the content in its cell
    /// (margins, alignment and background in one layout,
    /// ``HostedCellContent``), and the row's view (`ListRowBody`, a
    /// custom view whose `AnyView` body shows the row's view as its own
    /// child, ``ErasedBodyTests``). Each node more is paid by
    /// every cell shown for a new row while the list scrolls (the
    /// identity's node, a view for the modified content, a node for the
    /// distributed body, one per link of the margins' chain of modifiers,
    /// the empty background's two, and a node each for the frame, the
    /// padding and the background's layout were nine more).
    @Test func aListCellHostsItsRowUnderThreeNodes() throws {
        struct Row: Identifiable { let id: Int }
        let (controller, window) = host(
            List((0..<3).map(Row.init)) { row in
                VStack(alignment: .leading) {
                    Text("Row \(row.id)")
                    Text("Subtitle \(row.id)")
                }
            })
        defer { window.isHidden = true }
        let cell = try #require(controller.view.allSubviews.compactMap { $0 as? HostingConfigurationView }.first)
        let graph = try #require(
            Mirror(reflecting: cell).children.first { $0.label == "hosted" }?.value as? HostedGraph
        ).graph
        let count = try nodeCount(in: graph)
        // The row's own nodes: the stack and its two texts.
        #expect(count == 3 + 3)
    }
}
