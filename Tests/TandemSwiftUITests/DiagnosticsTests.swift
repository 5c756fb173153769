import Foundation
import SwiftUI
import TandemSupport
import TandemTestSupport
import Testing

struct SelfWritingView: View {
    @State private var renders = 0

    var body: some View {
        EvaluationLog.shared.record("SelfWriting")
        renders += 1
        return Text("rendered \(renders)")
    }
}

final class CycleModel: ObservableObject {
    @Published var a = 0
    @Published var b = 0
}

struct CycleA: View {
    @ObservedObject var model: CycleModel

    var body: some View {
        EvaluationLog.shared.record("CycleA")
        model.b = model.a + 1
        return Text("a \(model.a)")
    }
}

struct CycleB: View {
    @ObservedObject var model: CycleModel

    var body: some View {
        EvaluationLog.shared.record("CycleB")
        model.a = model.b + 1
        return Text("b \(model.b)")
    }
}

struct CycleRoot: View {
    let model: CycleModel

    var body: some View {
        VStack {
            CycleA(model: model)
            CycleB(model: model)
        }
    }
}

struct BrokenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

final class MissingObject: ObservableObject {}

struct NeedsEnvironmentObject: View {
    @EnvironmentObject var object: MissingObject

    var body: some View {
        Text("\(ObjectIdentifier(object).hashValue)")
    }
}

/// Shows a flag's value ("B" and the value), without counting evaluations.
struct FlagText: View {
    @ObservedObject var flag: Flag

    var body: some View { Text("B\(flag.value)") }
}

@MainActor
@Suite(.serialized) struct DiagnosticsTests {
    @Test func aBodyThatWritesItsOwnStateIsReportedOnceAndStopped() {
        EvaluationLog.shared.reset()
        var window: UIWindow?
        let messages = diagnostics {
            window = host(SelfWritingView()).1
            CATransaction.flush()
            CATransaction.flush()
        }
        defer { window?.isHidden = true }
        let writes = messages.filter {
            $0.contains("Modifying state during view update") && $0.contains("SelfWritingView")
        }
        #expect(writes.count == 1)
        #expect(
            messages.contains {
                $0.contains("view update cycle") && $0.contains("SelfWritingView") && $0.contains("State<Int>")
            })
        // Bounded: at most one pass per allowed pass count in each update, never a hang.
        #expect(EvaluationLog.shared.count("SelfWriting") <= 3 * 9)
    }

    @Test func anUpdateCycleBetweenTwoViewsIsStoppedAndNamed() {
        EvaluationLog.shared.reset()
        var window: UIWindow?
        let messages = diagnostics {
            window = host(CycleRoot(model: CycleModel())).1
        }
        defer { window?.isHidden = true }
        let cycle = messages.first { $0.contains("view update cycle") }
        #expect(cycle?.contains("CycleA") == true)
        #expect(cycle?.contains("CycleB") == true)
        #expect(cycle?.contains("ObservedObject<CycleModel>") == true)
        #expect(EvaluationLog.shared.count("CycleA") < 40)
    }

    @Test func aLayoutReturningAnInvalidSizeIsReportedAndZeroIsUsed() {
        var controller: UIHostingController<AnyView>?
        let messages = diagnostics {
            controller = UIHostingController(rootView: AnyView(BrokenLayout { Color.red }))
            _ = controller?.view.intrinsicContentSize
        }
        #expect(controller?.view.intrinsicContentSize == .zero)
        #expect(messages.contains { $0.contains("invalid size") })
    }

    @Test func backgroundThreadWritesAreReportedAndAppliedOnTheMainActor() async {
        let flag = Flag()
        // Not `LeafB`: this test suspends, and the invalidation tests, which
        // count LeafB's evaluations, may run meanwhile.
        let (controller, window) = host(FlagText(flag: flag))
        defer { window.isHidden = true }
        let messages = await diagnosticsAsync {
            await Task.detached { flag.value = 9 }.value
            // The invalidation hops to the main queue; let it run.
            for _ in 0..<50 where controller.view.labels.first?.text != "B9" {
                await Task.yield()
                try? await Task.sleep(nanoseconds: 2_000_000)
                CATransaction.flush()
            }
        }
        #expect(controller.view.labels.first?.text == "B9")
        #expect(messages.contains { $0.contains("Publishing changes from background threads is not allowed") })
    }

    /// A layout's view dimensions belong to the graph on the main actor:
    /// Swift 5-mode code may keep one and read its guides on another thread,
    /// where they read as none (reported) rather than racing the graph.
    @Test func viewDimensionsReadOffTheMainActorHaveNoGuides() async {
        let kept = KeptDimensions()
        let controller = UIHostingController(
            rootView: KeepingLayout(kept: kept) { Text("A").alignmentGuide(.leading) { _ in 3 } })
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        #expect(kept.dimensions?[explicit: .leading] == 3)
        let offMain = await Task.detached { kept.dimensions?[explicit: .leading] }.value
        #expect(offMain == nil)
        #expect(Diagnostics.wasReported(id: "ViewDimensions off the main actor"))
        #expect(kept.dimensions?[explicit: .leading] == 3)
        _ = controller
    }

    /// Subviews and dimensions a layout kept past the life of their views
    /// measure as zero, are not placed and have no explicit guides
    /// (reported), rather than reaching the graph that is gone.
    @Test func layoutSubviewsKeptPastTheirViewsAreInert() {
        let kept = KeptDimensions()
        do {
            let controller = UIHostingController(
                rootView: KeepingLayout(kept: kept) { Text("A").alignmentGuide(.leading) { _ in 3 } })
            controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            controller.view.layoutIfNeeded()
            #expect(kept.dimensions?[explicit: .leading] == 3)
            #expect(kept.subview?.sizeThatFits(.unspecified).width ?? 0 > 0)
        }
        _ = diagnostics {
            #expect(kept.dimensions?[explicit: .leading] == nil)
            #expect(kept.subview?.sizeThatFits(.unspecified) == .zero)
            kept.subview?.place(at: .zero, proposal: .unspecified)
        }
        #expect(Diagnostics.wasReported(id: "dismantled LayoutSubview"))
    }

    @Test func aMissingEnvironmentObjectStopsWithSwiftUIsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIHostingController(rootView: NeedsEnvironmentObject())
                _ = controller.view.intrinsicContentSize
            }
        }
    }
}

/// Where ``KeepingLayout`` keeps its subview's dimensions.
private final class KeptDimensions: @unchecked Sendable {
    var dimensions: ViewDimensions?
    var subview: LayoutSubview?
}

/// A layout that keeps its first subview's dimensions, as code that
/// outlives a layout pass might.
private struct KeepingLayout: Layout {
    let kept: KeptDimensions

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        kept.dimensions = subviews.first?.dimensions(in: proposal)
        kept.subview = subviews.first
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// The diagnostics reported while an async body runs.
func diagnosticsAsync(_ body: () async -> Void) async -> [String] {
    let before = Diagnostics.messages.count
    await body()
    let all = Diagnostics.messages
    return before <= all.count ? Array(all[before...]) : all
}
