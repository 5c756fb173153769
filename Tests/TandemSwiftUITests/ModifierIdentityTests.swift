import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Counts body evaluations of the views below (one counter per test).
@MainActor
final class BodyCounter {
    var count = 0
}

/// Shows `value`; its `==` ignores `noise`, which its body does not show.
struct NoisyValueView: View, Equatable {
    let value: Int
    let noise: Int
    let counter: BodyCounter
    /// A closure: without `.equatable()` a view holding one is never equal to its previous value.
    let onUse: () -> Void

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    var body: some View {
        counter.count += 1
        return Text("value \(value)")
    }
}

final class NoisyModel: ObservableObject {
    @Published var value = 0
    @Published var noise = 0
}

struct NoisyRoot: View {
    @ObservedObject var model: NoisyModel
    let counter: BodyCounter

    var body: some View {
        VStack {
            NoisyValueView(value: model.value, noise: model.noise, counter: counter, onUse: {}).equatable()
            Text("noise \(model.noise)")
        }
    }
}

private struct RuleWidthKey: EnvironmentKey {
    static var defaultValue: CGFloat { 10 }
}

extension EnvironmentValues {
    /// A width the environmental modifier below reads.
    fileprivate var ruleWidth: CGFloat {
        get { self[RuleWidthKey.self] }
        set { self[RuleWidthKey.self] = newValue }
    }
}

/// A frame `width` wide and 10 high.
struct RuleFrame: ViewModifier {
    let width: CGFloat

    func body(content: Content) -> some View {
        content.frame(width: width, height: 10)
    }
}

/// Resolves to a frame as wide as the environment's `ruleWidth`.
struct RuleWidthModifier: EnvironmentalModifier {
    let counter: BodyCounter

    func resolve(in environment: EnvironmentValues) -> RuleFrame {
        counter.count += 1
        return RuleFrame(width: environment.ruleWidth)
    }
}

@MainActor
@Suite struct ModifierIdentityTests {
    /// `EmptyModifier` leaves the view as it is: the same size and pixels.
    @Test func theEmptyModifierChangesNothing() throws {
        let plain = try #require(ImageRenderer(content: Color.red.frame(width: 30, height: 20)).cgImage)
        let modified = try #require(
            ImageRenderer(
                content: Color.red.frame(width: 30, height: 20).modifier(EmptyModifier.identity)
                    .modifier(EmptyModifier().concat(EmptyModifier()))
            ).cgImage)
        #expect(modified.width == plain.width && modified.height == plain.height)
        #expect(modified.width == 30 && modified.height == 20)
        #expect(modified.pixel(15, 10) == plain.pixel(15, 10))
    }

    /// The view's body runs again only when its new value is not `==` to
    /// the last one: a change of `noise` alone (which `==` ignores) skips it.
    @Test func anEquatableViewIsEvaluatedOnlyWhenItsValueIsNotEqual() throws {
        let counter = BodyCounter()
        let model = NoisyModel()
        let (controller, window) = host(NoisyRoot(model: model, counter: counter))
        defer { window.isHidden = true }
        #expect(counter.count == 1)
        model.noise = 1
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["value 0", "noise 1"])
        #expect(counter.count == 1)
        model.value = 5
        CATransaction.flush()
        #expect(counter.count == 2)
        #expect(controller.view.labels.map(\.text) == ["value 5", "noise 1"])
        model.noise = 2
        CATransaction.flush()
        #expect(counter.count == 2)

        let wrapped = EquatableView(content: Text("x"))
        #expect(wrapped.content == Text("x"))
    }

    /// An environmental modifier is resolved with the environment where it
    /// is applied, and again when that environment changes.
    @Test func anEnvironmentalModifierResolvesWithTheEnvironmentItIsAppliedIn() throws {
        let counter = BodyCounter()
        let view = Color.red.modifier(RuleWidthModifier(counter: counter))
        let standard = try #require(ImageRenderer(content: view).cgImage)
        #expect(standard.width == 10)
        let wide = try #require(ImageRenderer(content: view.environment(\.ruleWidth, 70)).cgImage)
        #expect(wide.width == 70 && wide.height == 10)
        #expect(wide.pixel(65, 5).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))

        final class Width: ObservableObject {
            @Published var value: CGFloat = 40
        }
        struct Root: View {
            @ObservedObject var width: Width
            let counter: BodyCounter
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.modifier(RuleWidthModifier(counter: counter))
                    Color.blue.frame(width: 5, height: 10)
                }
                .environment(\.ruleWidth, width.value)
            }
        }
        let width = Width()
        counter.count = 0
        let (controller, window) = host(Root(width: width, counter: counter), width: 200, height: 100)
        defer { window.isHidden = true }
        /// The width, in points, of the red run along the view's middle row.
        func redWidth() throws -> CGFloat {
            let view: UIView = controller.view
            let rendered = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }
            let snapshot = try #require(rendered.cgImage)
            let scale = CGFloat(snapshot.width) / view.bounds.width
            let row = Int(view.bounds.midY * scale)
            let red = (0..<snapshot.width).filter {
                snapshot.pixel($0, row).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3)
            }
            return CGFloat(red.count) / scale
        }
        #expect(counter.count >= 1)
        #expect(try redWidth() == 40)
        let before = counter.count
        width.value = 90
        CATransaction.flush()
        #expect(counter.count > before)
        #expect(try redWidth() == 90)
    }
}
