import Foundation
import SwiftUI
import TandemGraphics
import TandemTestSupport
import Testing

/// The state the tests change.
@MainActor
private final class Attempts: ObservableObject {
    @Published var count = 0
    @Published var size: CGFloat = 10
    @Published var label = "a"
}

/// The shake of a refused password: a sine of the data, so that the
/// end values alone (whole numbers) move nothing.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A geometry effect that reads the view's size: it moves the view by its own width times the data.
private struct SlideByWidth: GeometryEffect {
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * animatableData, y: 0))
    }
}

/// An animatable font size: the text is laid out again at every step.
private struct AnimatableFontSize: AnimatableModifier {
    var size: CGFloat
    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }

    func body(content: Content) -> some View {
        content.font(.system(size: size))
    }
}

/// A number that counts through the values in between, as text.
private struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value.rounded()))")
    }
}

private struct Shaken: View {
    @ObservedObject var model: Attempts

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 20)
                .modifier(Shake(animatableData: CGFloat(model.count)))
            Color.blue.frame(width: 30, height: 20)
                .modifier(SlideByWidth(animatableData: CGFloat(model.count)).ignoredByLayout())
            Text(model.label)
                .modifier(AnimatableFontSize(size: model.size))
            CountingText(value: Double(model.count * 100))
        }
    }
}

private struct Blurred: View {
    @ObservedObject var model: Attempts

    var body: some View {
        Color.red.frame(width: 50, height: 50)
            .blur(radius: CGFloat(model.count) * 10)
            .hueRotation(.degrees(Double(model.count) * 180))
    }
}

@MainActor
@Suite struct AnimatableDataTests {
    private func effectViews(_ controller: UIViewController, colored color: UIColor) throws -> UIView {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let colored = try #require(controller.view.allSubviews.first { $0.backgroundColor == resolved })
        // The effect's view is the colored view's nearest ancestor with a transform set on it.
        var view: UIView? = colored
        while let current = view, current.transform == .identity, current !== controller.view {
            view = current.superview
        }
        return try #require(view)
    }

    private func shownTranslation(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).affineTransform().tx
    }

    @Test func aGeometryEffectIsAskedForEveryStepOfItsData() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Shaken(model: model), width: 300, height: 300)
        defer { window.isHidden = true }
        withAnimation(.linear(duration: 1)) { model.count = 1 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.25)
        let red = try effectViews(controller, colored: .systemRed)
        // 10 × sin(0.25 × 3π): the end values (0 and 1) would both give 0.
        #expect(abs(shownTranslation(red) - 10 * sin(0.75 * .pi)) < 0.01, "\(shownTranslation(red))")
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(shownTranslation(red) - 10 * sin(1.5 * .pi)) < 0.01)
        let blue = try effectViews(controller, colored: .systemBlue)
        #expect(abs(shownTranslation(blue) - 30 * 0.5) < 0.01, "the effect gets the view's size")
        TandemAnimationClock.runAnimationsToEnd()
        #expect(abs(shownTranslation(red)) < 1e-9)
        #expect(abs(shownTranslation(blue) - 30) < 1e-9)
    }

    @Test func aChangeWithoutAnimationIsDrawnAtOnce() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Shaken(model: model), width: 300, height: 300)
        defer { window.isHidden = true }
        model.count = 2
        CATransaction.flush()
        let blue = try effectViews(controller, colored: .systemBlue)
        #expect(shownTranslation(blue) == 60)
        #expect(controller.view.labels.map(\.text).contains("200"))
    }

    @Test func anAnimatableModifiersBodyIsEvaluatedAtEveryStep() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Shaken(model: model), width: 300, height: 300)
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first { $0.text == "a" })
        #expect(label.font.pointSize == 10)
        withAnimation(.linear(duration: 1)) { model.size = 30 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(label.font.pointSize - 20) < 0.01, "\(label.font.pointSize)")
        // A change of something else in the body during the change shows at once.
        model.label = "b"
        CATransaction.flush()
        #expect(label.text == "b")
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(label.font.pointSize - 25) < 0.01)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(label.font.pointSize == 30)
    }

    @Test func anAnimatableViewCountsThroughTheValuesInBetween() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Shaken(model: model), width: 300, height: 300)
        defer { window.isHidden = true }
        var completed = false
        withAnimation(.linear(duration: 1)) {
            model.count = 1
        } completion: {
            completed = true
        }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.37)
        #expect(controller.view.labels.map(\.text).contains("37"))
        #expect(!completed)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(controller.view.labels.map(\.text).contains("100"))
        #expect(completed, "the completion waits for the interpolation")
    }

    @Test func colorEffectsAndBlurAnimateTheirParameters() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Blurred(model: model), width: 200, height: 200)
        defer { window.isHidden = true }
        func filters() -> [PixelFilter] {
            controller.view.allSubviews.flatMap(\.layer.pixelFilters)
        }
        withAnimation(.linear(duration: 1)) { model.count = 1 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        // Half way: a blur of 5, a hue turned by 90° (not the matrices' average, which would gray it).
        #expect(filters().contains(.blur(sigma: 5)), "\(filters())")
        #expect(filters().contains(PixelFilter.hueRotation(radians: .pi / 2)))
        TandemAnimationClock.runAnimationsToEnd()
        #expect(filters().contains(.blur(sigma: 10)))
        #expect(filters().contains(PixelFilter.hueRotation(radians: .pi)))
    }

    @Test func aFullTurnSpinsThroughEveryAngle() throws {
        final class Model: ObservableObject {
            @Published var turns = 0.0
        }
        struct Spinner: View {
            @ObservedObject var model: Model
            var body: some View {
                Color.green.frame(width: 40, height: 40).rotationEffect(.degrees(model.turns * 360))
            }
        }
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Model()
        let (controller, window) = host(Spinner(model: model), width: 200, height: 200)
        defer { window.isHidden = true }
        withAnimation(.linear(duration: 1)) { model.turns = 1 }
        CATransaction.flush()
        // The ends are the same transform; a quarter of the way it has turned a quarter.
        TandemAnimationClock.advance(by: 0.25)
        let green = try effectViews(controller, colored: .systemGreen)
        var shown = (green.layer.presentation() ?? green.layer).affineTransform()
        #expect(abs(atan2(shown.b, shown.a) - .pi / 2) < 1e-6, "\(shown)")
        TandemAnimationClock.advance(by: 0.25)
        shown = (green.layer.presentation() ?? green.layer).affineTransform()
        #expect(abs(abs(atan2(shown.b, shown.a)) - .pi) < 1e-6)
        TandemAnimationClock.runAnimationsToEnd()
        shown = (green.layer.presentation() ?? green.layer).affineTransform()
        #expect(abs(atan2(shown.b, shown.a)) < 1e-6)
    }

    @Test func aClipShapesCornersAnimate() throws {
        final class Model: ObservableObject {
            @Published var round = false
        }
        struct Clipped: View {
            @ObservedObject var model: Model
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .clipShape(.rect(cornerRadius: model.round ? 40 : 0))
                    .frame(width: 200, height: 200, alignment: .topLeading)
                    .background(Color.white)
            }
        }
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Model()
        let (_, window) = host(Clipped(model: model), width: 200, height: 200)
        defer { window.isHidden = true }
        let scale = Int(window.screen.scale)
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let pixel = window.tandemSnapshot().pixel(x * scale, y * scale)
            return pixel.b > 200 && pixel.r < 100
        }
        #expect(isBlue(3, 3))
        withAnimation(.linear(duration: 1)) { model.round = true }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        // Corners of 20 half way: (3, 3) is cut off, (10, 10) is not.
        #expect(!isBlue(3, 3) && isBlue(10, 10))
        TandemAnimationClock.runAnimationsToEnd()
        #expect(!isBlue(10, 10) && isBlue(50, 50))
    }

    @Test func aNewTargetMidwayStartsFromWhatIsShown() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Attempts()
        let (controller, window) = host(Shaken(model: model), width: 300, height: 300)
        defer { window.isHidden = true }
        withAnimation(.linear(duration: 1)) { model.count = 2 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(controller.view.labels.map(\.text).contains("100"))
        withAnimation(.linear(duration: 1)) { model.count = 0 }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        #expect(controller.view.labels.map(\.text).contains("50"), "from 100 back toward 0")
        TandemAnimationClock.runAnimationsToEnd()
        #expect(controller.view.labels.map(\.text).contains("0"))
    }
}
