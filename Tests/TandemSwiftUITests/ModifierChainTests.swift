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

/// Which of two chains of modifiers `ChainRoot` applies.
private final class ChainModel: ObservableObject {
    @Published var label = "first"
}

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

/// `a.concat(b)` applies `a`, then `b`, in the node of the modified view
/// (``ModifierChain``), and a `List` cell's graph holds no node that only
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

    /// A `List` cell's graph: the row's own nodes under nine that host
    /// it: the root, the row identity, the modified row and the row's
    /// custom view (``DistributedBody``), the background's layout, item
    /// and empty optional, the margins' padding and frame. Each node more
    /// is paid by every cell shown for a new row while the list scrolls
    /// (a view for the modified content and a node per link of the
    /// margins' chain of modifiers were three more).
    @Test func aListCellHostsItsRowUnderNineNodes() throws {
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
        #expect(count == 3 + 9)
    }
}
