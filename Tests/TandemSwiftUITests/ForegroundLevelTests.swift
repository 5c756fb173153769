import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `.foregroundStyle(.secondary)` on a view or a text: a shade of the
/// foreground style around it. (It read itself from the environment and
/// overflowed the stack: every `LabeledContent` value and many app rows.)
/// A style of an app's own, which Tandem draws as the foreground style.
private struct AppStyle: ShapeStyle {}

@MainActor
@Suite struct ForegroundLevelTests {
    private func colors<V: View>(_ view: V) -> [UIColor?] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        let light = UITraitCollection(userInterfaceStyle: .light)
        return controller.view.labels.map { $0.textColor?.resolvedColor(with: light) }
    }

    private func resolved(_ color: UIColor, alpha: CGFloat) -> UIColor {
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        return light.withAlphaComponent(light.cgColor.alpha * alpha)
    }

    @Test func aLevelIsAShadeOfTheStyleAroundIt() {
        #expect(
            colors(
                VStack {
                    Text("plain")
                    Text("secondary").padding().foregroundStyle(.secondary)
                    Text("red secondary").padding().foregroundStyle(.secondary).foregroundStyle(.red)
                    Text("tertiary in secondary").foregroundStyle(.tertiary).padding().foregroundStyle(.secondary)
                    Text("foreground").padding().foregroundStyle(.foreground).foregroundStyle(.red)
                    Text("erased").padding().foregroundStyle(AnyShapeStyle(.secondary))
                    Text("erased foreground").padding().foregroundStyle(AnyShapeStyle(.foreground))
                        .foregroundStyle(.red)
                    Text("app style").padding().foregroundStyle(AppStyle()).foregroundStyle(.red)
                    Text("secondary in secondary").padding().foregroundStyle(.secondary).padding()
                        .foregroundStyle(.secondary)
                }) == [
                    resolved(.label, alpha: 1), resolved(.label, alpha: 0.6), resolved(.systemRed, alpha: 0.6),
                    resolved(.label, alpha: 0.3), resolved(.systemRed, alpha: 1), resolved(.label, alpha: 0.6),
                    resolved(.systemRed, alpha: 1), resolved(.systemRed, alpha: 1), resolved(.label, alpha: 0.6),
                ])
    }
}
