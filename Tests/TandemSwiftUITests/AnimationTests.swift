import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// The state the animation tests change.
@MainActor
private final class AnimationModel: ObservableObject {
    @Published var wide = false
    @Published var other = false
    @Published var shown = false
    var log: [String] = []
}

/// A red bar whose width follows `model.wide`, and a blue one following `model.other`.
private struct Bars: View {
    @ObservedObject var model: AnimationModel
    let redAnimation: Animation??
    let blueTransaction: ((inout Transaction) -> Void)?

    var body: some View {
        VStack(spacing: 0) {
            red
            blue
        }
    }

    @ViewBuilder private var red: some View {
        let bar = Color.red.frame(width: model.wide ? 200 : 100, height: 20)
        if let redAnimation {
            bar.animation(redAnimation, value: model.wide)
        } else {
            bar
        }
    }

    @ViewBuilder private var blue: some View {
        let bar = Color.blue.frame(width: model.other ? 200 : 100, height: 20)
        if let blueTransaction {
            bar.transaction(blueTransaction)
        } else {
            bar
        }
    }
}

/// A red square, and a blue one below it while `model.shown`.
private struct Appearing: View {
    @ObservedObject var model: AnimationModel
    let transition: AnyTransition?

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            if model.shown {
                if let transition {
                    square.transition(transition)
                } else {
                    square
                }
            }
        }
    }

    private var square: some View {
        Color.blue.frame(width: 50, height: 50)
            .onAppear { model.log.append("appear") }
            .onDisappear { model.log.append("disappear") }
    }
}

/// A representable that sets its view's alpha from `value`, with
/// `context.animate` when `animates`.
private struct AlphaProbe: UIViewRepresentable {
    let value: CGFloat
    let animates: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        if animates {
            context.animate { uiView.alpha = value }
        } else {
            uiView.alpha = value
        }
    }
}

private struct AlphaHost: View {
    @ObservedObject var model: AnimationModel
    let animates: Bool

    var body: some View {
        AlphaProbe(value: model.wide ? 0.2 : 1, animates: animates).frame(width: 40, height: 40)
    }
}

/// The y of a cubic Bézier timing curve with control points (x1, y1), (x2, y2) at x.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func curve(_ a: Double, _ b: Double, _ t: Double) -> Double {
        3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if curve(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return curve(y1, y2, (low + high) / 2)
}

/// The part of the change a spring of `response` and `dampingFraction` has made after `t` seconds.
private func springFraction(response: Double, dampingFraction zeta: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / response
    if zeta < 1 {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }
    return 1 - exp(-omega * t) * (1 + omega * t)
}

@MainActor
@Suite struct AnimationTests {
    private func view(_ controller: UIViewController, colored color: UIColor) throws -> UIView {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        return try #require(controller.view.allSubviews.first { $0.backgroundColor == resolved })
    }

    /// The width the red bar shows now.
    private func shownWidth(_ bar: UIView) -> CGFloat {
        (bar.layer.presentation() ?? bar.layer).bounds.width
    }

    @Test func withAnimationMovesFramesAlongTheCurve() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(
            Bars(model: model, redAnimation: nil, blueTransaction: nil), width: 400, height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        CATransaction.flush()
        #expect(red.bounds.width == 200, "the model has the new value at once")
        #expect(shownWidth(red) == 100, "what is drawn starts from the old one")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(shownWidth(red) - 150) < 0.01)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(shownWidth(red) == 200)

        withAnimation(.easeInOut(duration: 1)) { model.wide = false }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.25)
        let expected = 200 - 100 * bezier(0.42, 0, 0.58, 1, at: 0.25)
        #expect(abs(shownWidth(red) - expected) < 0.05, "\(shownWidth(red)) vs \(expected)")
        TandemAnimationClock.runAnimationsToEnd()
    }

    @Test(arguments: [(0.5, 0.5), (0.55, 1.0)])
    func springsFollowTheDampedOscillator(response: Double, dampingFraction: Double) throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(
            Bars(model: model, redAnimation: nil, blueTransaction: nil), width: 400, height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        let animation: Animation =
            dampingFraction == 1 ? .default : .spring(response: response, dampingFraction: dampingFraction)
        withAnimation(animation) { model.wide = true }
        CATransaction.flush()
        for step in 1...4 {
            TandemAnimationClock.advance(by: 0.1)
            let expected =
                100 + 100 * springFraction(response: response, dampingFraction: dampingFraction, at: 0.1 * Double(step))
            #expect(
                abs(shownWidth(red) - expected) < 0.05, "t = \(0.1 * Double(step)): \(shownWidth(red)) vs \(expected)")
        }
        #expect(TandemAnimationClock.runAnimationsToEnd())
        #expect(shownWidth(red) == 200)
    }

    @Test func anAnimationModifierAnimatesItsValueOnly() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(
            Bars(model: model, redAnimation: Animation.linear(duration: 1), blueTransaction: nil), width: 400,
            height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        let blue = try view(controller, colored: .systemBlue)
        model.wide = true
        model.other = true
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(shownWidth(red) - 150) < 0.01, "the red bar's value changed: it animates without withAnimation")
        #expect(shownWidth(blue) == 200, "the blue bar has no animation: it changes at once")
        TandemAnimationClock.runAnimationsToEnd()
        // Another change of the blue bar alone: the red one's animation stays out of it.
        model.other = false
        CATransaction.flush()
        #expect(shownWidth(blue) == 100)
        #expect(red.layer.animationKeys() == nil)
    }

    @Test func aNilAnimationOrTransactionMakesTheSubtreeChangeAtOnce() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let root = Bars(model: model, redAnimation: .some(nil), blueTransaction: { $0.animation = nil })
        let (controller, window) = host(root, width: 400, height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        let blue = try view(controller, colored: .systemBlue)
        withAnimation(.linear(duration: 1)) {
            model.wide = true
            model.other = true
        }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(shownWidth(red) == 200, "animation(nil, value:) inside withAnimation")
        #expect(shownWidth(blue) == 200, "transaction { $0.animation = nil }")
    }

    @Test func aTransactionModifierCanAnimateASubtree() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let root = Bars(model: model, redAnimation: nil, blueTransaction: { $0.animation = .linear(duration: 1) })
        let (controller, window) = host(root, width: 400, height: 200)
        defer { window.isHidden = true }
        let blue = try view(controller, colored: .systemBlue)
        let red = try view(controller, colored: .systemRed)
        model.other = true
        model.wide = true
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(shownWidth(blue) - 150) < 0.01)
        #expect(shownWidth(red) == 200)
    }

    @Test func anInsertedViewFadesInWhereItIsPlaced() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(Appearing(model: model, transition: nil), width: 200, height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        #expect(red.frame.minY == 75)
        withAnimation(.linear(duration: 1)) { model.shown = true }
        CATransaction.flush()
        let blue = try view(controller, colored: .systemBlue)
        #expect(blue.frame == CGRect(x: 75, y: 100, width: 50, height: 50))
        #expect(blue.alpha == 1)
        #expect(blue.layer.presentation()?.opacity == 0, "the default transition is opacity")
        #expect(blue.layer.animationKeys()?.contains("position") != true, "a new view does not fly in from (0, 0)")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(Double(blue.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        #expect(abs((red.layer.presentation()?.frame.minY ?? -1) - 62.5) < 0.01, "the red square moves up to make room")
        TandemAnimationClock.runAnimationsToEnd()
        #expect(blue.layer.presentation() == nil || blue.layer.presentation()?.opacity == 1)
    }

    @Test func aRemovedViewStaysUntilItsTransitionEndsThenDisappears() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        model.shown = true
        let (controller, window) = host(Appearing(model: model, transition: .opacity), width: 200, height: 200)
        defer { window.isHidden = true }
        let blue = try view(controller, colored: .systemBlue)
        let container = try #require(blue.superview)
        #expect(model.log == ["appear"])
        withAnimation(.linear(duration: 1)) { model.shown = false }
        CATransaction.flush()
        #expect(blue.superview === container, "it stays while it fades out")
        #expect(blue.isUserInteractionEnabled == false, "touches pass through a leaving view")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(Double(blue.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        #expect(model.log == ["appear"], "onDisappear waits for the end of the transition")
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(blue.superview == nil)
        #expect(model.log == ["appear", "disappear"])
    }

    @Test func moveAndScaleTransitionsTransformTheViews() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(
            Appearing(model: model, transition: .move(edge: .leading)), width: 200, height: 200)
        defer { window.isHidden = true }
        withAnimation(.linear(duration: 1)) { model.shown = true }
        CATransaction.flush()
        let blue = try view(controller, colored: .systemBlue)
        #expect(blue.transform == .identity)
        #expect(blue.layer.presentation()?.affineTransform().tx == -50, "it starts one width to the leading side")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs((blue.layer.presentation()?.affineTransform().tx ?? 0) + 25) < 0.01)
        #expect(blue.layer.presentation()?.opacity == 1, "move does not fade")
        TandemAnimationClock.runAnimationsToEnd()

        // Removal: it moves out toward the same edge.
        withAnimation(.linear(duration: 1)) { model.shown = false }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(blue.superview != nil)
        #expect(abs((blue.layer.presentation()?.affineTransform().tx ?? 0) + 25) < 0.01)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(blue.superview == nil)
    }

    @Test func anIdentityTransitionInsertsAndRemovesAtOnce() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(Appearing(model: model, transition: .identity), width: 200, height: 200)
        defer { window.isHidden = true }
        withAnimation(.linear(duration: 1)) { model.shown = true }
        CATransaction.flush()
        let blue = try view(controller, colored: .systemBlue)
        #expect(blue.layer.animationKeys() == nil)
        withAnimation(.linear(duration: 1)) { model.shown = false }
        CATransaction.flush()
        #expect(blue.superview == nil)
    }

    @Test func withAnimationsCompletionRunsWhenItsAnimationsEnd() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (_, window) = host(Bars(model: model, redAnimation: nil, blueTransaction: nil), width: 400, height: 200)
        defer { window.isHidden = true }
        var finished = 0
        withAnimation(.linear(duration: 1)) {
            model.wide = true
        } completion: {
            finished += 1
        }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(finished == 0)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(finished == 1)
        // A change that animates nothing completes after the next frame.
        withAnimation(.linear(duration: 1)) {
        } completion: {
            finished += 1
        }
        TandemAnimationClock.advance(by: 0)
        TandemAnimationClock.advance(by: 0)
        #expect(finished == 2)
    }

    @Test func aBindingWithAnAnimationAnimatesItsWrites() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(
            Bars(model: model, redAnimation: nil, blueTransaction: nil), width: 400, height: 200)
        defer { window.isHidden = true }
        let red = try view(controller, colored: .systemRed)
        let binding = Binding(get: { model.wide }, set: { model.wide = $0 }).animation(.linear(duration: 1))
        binding.wrappedValue = true
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(shownWidth(red) - 150) < 0.01)
    }

    @Test(arguments: [false, true])
    func representablesAnimateOnlyWhatTheyAskToAnimate(animates: Bool) throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (controller, window) = host(AlphaHost(model: model, animates: animates), width: 200, height: 200)
        defer { window.isHidden = true }
        let probe = try #require(
            controller.view.allSubviews.first {
                type(of: $0) == UIView.self && $0.frame.size == CGSize(width: 40, height: 40)
            })
        withAnimation(.linear(duration: 1)) { model.wide = true }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(probe.alpha - 0.2) < 0.001)
        let shown = Double(probe.layer.presentation()?.opacity ?? Float(probe.alpha))
        if animates {
            #expect(abs(shown - 0.6) < 0.01, "context.animate runs the transaction's animation")
        } else {
            #expect(abs(shown - 0.2) < 0.01, "updateUIView's own changes are not animated, as on iOS")
        }
    }

    @Test func animationValuesMapToSwiftUIsSprings() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.easeInOut != .easeIn)
        #expect(Animation.linear.delay(1) != .linear)
        #expect(Animation.linear.speed(2).description.contains("speed(2.0)"))
        // Bad values fall back instead of trapping.
        #expect(Animation.spring(response: .nan).description.contains("Bezier"))
        #expect(Animation.linear.speed(-1) == .linear)
    }
}

/// A circle placed at x 60 or 700 (off screen in a 390-point window).
private struct Mover: View {
    @ObservedObject var model: AnimationModel

    var body: some View {
        Circle().fill(Color.blue).frame(width: 80, height: 80).position(x: model.wide ? 700 : 60, y: 100)
    }
}

/// A circle a phase animator moves between x 60 and 700.
private struct PhaseMover: View {
    var body: some View {
        PhaseAnimator([60.0, 700.0]) { x in
            Circle().fill(Color.blue).frame(width: 80, height: 80).position(x: x, y: 100)
        } animation: { _ in
            .spring(duration: 1, bounce: 0.3)
        }
    }
}

extension AnimationTests {
    @Test(arguments: [false, true])
    func framesDrawnWhileAnimatingEqualFullRedraws(byPhases: Bool) throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let window: UIWindow
        if byPhases {
            window = host(PhaseMover(), width: 390, height: 200).1
        } else {
            window = host(Mover(model: model), width: 390, height: 200).1
            withAnimation(.spring(duration: 1, bounce: 0.3)) { model.wide = true }
        }
        defer { window.isHidden = true }
        CATransaction.flush()
        var compared = 0
        for step in 0..<40 {
            if step > 0 { TandemAnimationClock.advance(by: 1.0 / 30) }
            let incremental = try #require(window.tandemSnapshot().cgImage)
            if step == 0 {
                // The circle starts where it was, though its model is already off screen.
                #expect(
                    incremental.pixel(60, 100).b > 200 && incremental.pixel(60, 100).r < 50,
                    "\(incremental.pixel(60, 100))")
            }
            window.tandemDamageAll()
            let full = try #require(window.tandemSnapshot().cgImage)
            #expect(
                incremental.pngData() == full.pngData(),
                "frame \(step): the damaged-area render differs from a full redraw")
            compared += 1
        }
        #expect(compared == 40)
    }
}

/// A ring drawn to a quarter, or whole when `model.wide`.
private struct Ring: View {
    @ObservedObject var model: AnimationModel

    var body: some View {
        Circle().trim(from: 0, to: model.wide ? 1 : 0.25).stroke(Color.red, lineWidth: 10).frame(
            width: 100, height: 100)
    }
}

extension AnimationTests {
    @Test func aShapesAnimatableDataIsInterpolatedAndDrawnAtEachFrame() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = AnimationModel()
        let (_, window) = host(Ring(model: model), width: 100, height: 100)
        defer { window.isHidden = true }
        func drawn(_ x: Int, _ y: Int) -> Bool { window.tandemSnapshot().pixel(x, y).g < 128 }
        // The outline starts at 3 o'clock and runs clockwise on screen: a quarter ends at 6.
        #expect(drawn(50, 97) && !drawn(3, 50) && !drawn(50, 3))
        var completed = false
        withAnimation(.linear(duration: 1)) {
            model.wide = true
        } completion: {
            completed = true
        }
        CATransaction.flush()
        #expect(!drawn(3, 50), "the change starts from what was drawn")
        TandemAnimationClock.advance(by: 0.5)
        // Halfway: 0.25 + 0.375 of the turn, past 9 o'clock, short of 12.
        #expect(drawn(3, 50) && !drawn(50, 3))
        #expect(!completed, "withAnimation's completion waits for the shape")
        TandemAnimationClock.runAnimationsToEnd()
        #expect(drawn(50, 3), "the whole ring at the end")
        #expect(completed)
        // A change without animation draws at once.
        model.wide = false
        CATransaction.flush()
        #expect(!drawn(3, 50))
    }
}

/// Shows whether the environment asks for less motion.
private struct MotionReader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View { Text(reduceMotion ? "reduced" : "full motion") }
}

extension AnimationTests {
    @Test func reduceMotionIsOffAsUIAccessibilitySays() throws {
        let (controller, window) = host(MotionReader(), width: 200, height: 100)
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "full motion")
        #expect(UIAccessibility.isReduceMotionEnabled == false)
    }
}
