import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

private final class HeroModel: ObservableObject {
    @Published var expanded = false
}

/// A blue card: small at the top-leading corner, or large lower down; the
/// two are linked by `matchedGeometryEffect` when `linked`.
private struct Hero: View {
    @ObservedObject var model: HeroModel
    let linked: Bool
    let properties: MatchedGeometryProperties
    @Namespace private var namespace

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if model.expanded {
                Color.clear.frame(width: 10, height: 100)
                card.frame(width: 200, height: 100)
            } else {
                card.frame(width: 50, height: 50)
            }
            Spacer(minLength: 0)
        }
        .frame(width: 300, height: 300, alignment: .topLeading)
    }

    @ViewBuilder private var card: some View {
        if linked {
            Color.blue.matchedGeometryEffect(id: "card", in: namespace, properties: properties)
        } else {
            Color.blue
        }
    }
}

private final class SelectedTabModel: ObservableObject {
    @Published var selected = 0
}

/// Three 100×30 tabs side by side (the sources) and, under them, a small
/// red bar that follows the selected one (`isSource: false`).
private struct Tabs: View {
    @ObservedObject var model: SelectedTabModel
    let follows: Bool
    @Namespace private var namespace

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Color.green.frame(width: 100, height: 30).matchedGeometryEffect(id: index, in: namespace)
                }
            }
            if follows {
                Color.red.frame(width: 20, height: 4)
                    .matchedGeometryEffect(id: model.selected, in: namespace, isSource: false)
            } else {
                Color.red.frame(width: 20, height: 4)
            }
        }
        .frame(width: 300, height: 100, alignment: .topLeading)
    }
}

/// A view whose namespace is read at each body, to see it stays the same.
private struct NamespaceProbe: View {
    @Namespace private var namespace
    let seen: (Namespace.ID) -> Void
    var body: some View {
        seen(namespace)
        return Color.red.frame(width: 10, height: 10)
    }
}

@MainActor
@Suite struct MatchedGeometryTests {
    private func blueViews(_ controller: UIViewController) -> [UIView] {
        let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        return controller.view.allSubviews.filter { $0.backgroundColor == blue }
    }

    private func shown(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation() ?? view.layer
        return view.superview?.convert(layer.frame, to: nil) ?? layer.frame
    }

    private func expectClose(_ rect: CGRect, _ expected: CGRect, _ comment: Comment) {
        let close =
            abs(rect.minX - expected.minX) < 0.5 && abs(rect.minY - expected.minY) < 0.5
            && abs(rect.width - expected.width) < 0.5 && abs(rect.height - expected.height) < 0.5
        #expect(close, "\(comment): \(rect) is not \(expected)")
    }

    @Test func anInsertedViewMovesFromTheRemovedOnesFrameAndTheRemovedOneFollows() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = HeroModel()
        let (controller, window) = host(Hero(model: model, linked: true, properties: .frame), width: 300, height: 300)
        defer { window.isHidden = true }
        let small = try #require(blueViews(controller).first)
        let smallFrame = small.convert(small.bounds, to: nil)
        #expect(smallFrame == CGRect(x: 0, y: 0, width: 50, height: 50))

        withAnimation(.linear(duration: 1)) { model.expanded = true }
        CATransaction.flush()
        let large = try #require(blueViews(controller).first { $0 !== small })
        let largeFrame = large.convert(large.bounds, to: nil)
        #expect(large.frame.size == CGSize(width: 200, height: 100))
        #expect(largeFrame.minY == 100)
        // The model is final; what shows starts at the small card's frame.
        expectClose(shown(large), smallFrame, "the inserted card starts where the removed one was")
        #expect(small.window != nil, "the removed card stays for its transition")

        TandemAnimationClock.advance(by: 0.5)
        let halfway = CGRect(x: 0, y: 50, width: 125, height: 75)
        expectClose(shown(large), halfway, "halfway, the inserted card is between the two frames")
        expectClose(shown(small), halfway, "the removed card moves with it")
        #expect(abs(Double(small.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01, "and fades out")
        #expect(abs(Double(large.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01, "while the new one fades in")

        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        expectClose(shown(large), largeFrame, "the inserted card ends at its own frame")
        #expect(small.window == nil)
        #expect(large.transform == .identity)
    }

    @Test func withoutTheEffectTheNewViewAppearsInPlace() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = HeroModel()
        let (controller, window) = host(Hero(model: model, linked: false, properties: .frame), width: 300, height: 300)
        defer { window.isHidden = true }
        let small = try #require(blueViews(controller).first)
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        CATransaction.flush()
        let large = try #require(blueViews(controller).first { $0 !== small })
        TandemAnimationClock.advance(by: 0.5)
        expectClose(shown(large), CGRect(x: 0, y: 100, width: 200, height: 100), "an unlinked card fades in in place")
        TandemAnimationClock.runAnimationsToEnd()
    }

    @Test func positionOnlyKeepsTheInsertedViewsSize() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = HeroModel()
        let (controller, window) = host(
            Hero(model: model, linked: true, properties: .position), width: 300, height: 300)
        defer { window.isHidden = true }
        let small = try #require(blueViews(controller).first)
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        CATransaction.flush()
        let large = try #require(blueViews(controller).first { $0 !== small })
        // Centered on the small card's center (25, 25), at its own size.
        expectClose(shown(large), CGRect(x: -75, y: -25, width: 200, height: 100), "moved, not resized")
        TandemAnimationClock.runAnimationsToEnd()
    }

    @Test func aNamespaceKeepsItsIdentityAcrossUpdatesAndDiffersPerView() throws {
        var first: [Namespace.ID] = []
        var second: [Namespace.ID] = []
        final class Flag: ObservableObject { @Published var on = false }
        struct Pair: View {
            @ObservedObject var flag: Flag
            let first: (Namespace.ID) -> Void
            let second: (Namespace.ID) -> Void
            var body: some View {
                VStack {
                    NamespaceProbe(seen: first)
                    NamespaceProbe(seen: second)
                    Text(flag.on ? "on" : "off")
                }
            }
        }
        let flag = Flag()
        let (_, window) = host(Pair(flag: flag, first: { first.append($0) }, second: { second.append($0) }))
        defer { window.isHidden = true }
        flag.on = true
        CATransaction.flush()
        #expect(first.count >= 1 && second.count >= 1)
        #expect(Set(first).count == 1)
        #expect(Set(second).count == 1)
        #expect(first.first != second.first)
    }

    @Test func aNonSourceViewTakesItsSourcesFrameAndSlidesToANewOne() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = SelectedTabModel()
        let (controller, window) = host(Tabs(model: model, follows: true), width: 300, height: 100)
        defer { window.isHidden = true }
        let red = UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let bar = try #require(controller.view.allSubviews.first { $0.backgroundColor == red })
        let tab = { (index: Int) in CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 30) }
        // Laid out as a 20×4 bar under the tabs, shown over the first tab.
        #expect(bar.bounds.size == CGSize(width: 20, height: 4))
        expectClose(shown(bar), tab(0), "the follower shows at its source's frame")
        withAnimation(.linear(duration: 1)) { model.selected = 2 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        expectClose(shown(bar), tab(1), "halfway from the first tab to the third")
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        expectClose(shown(bar), tab(2), "over the third tab")
    }

    @Test func withoutTheEffectTheBarKeepsItsOwnFrame() throws {
        let model = SelectedTabModel()
        let (controller, window) = host(Tabs(model: model, follows: false), width: 300, height: 100)
        defer { window.isHidden = true }
        let red = UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let bar = try #require(controller.view.allSubviews.first { $0.backgroundColor == red })
        expectClose(shown(bar), CGRect(x: 0, y: 40, width: 20, height: 4), "under the tabs")
        #expect(bar.transform == .identity)
    }
}
