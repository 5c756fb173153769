import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `.foregroundStyle(.secondary)` on a view or a text: a shade of the
/// foreground style around it. (It read itself from the environment and
/// overflowed the stack: every `LabeledContent` value and many app rows.)
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
                    Text("tertiary in secondary").foregroundStyle(.tertiary).foregroundStyle(.secondary)
                    Text("foreground").padding().foregroundStyle(.foreground).foregroundStyle(.red)
                }) == [
                    resolved(.label, alpha: 1), resolved(.label, alpha: 0.6), resolved(.systemRed, alpha: 0.6),
                    resolved(.label, alpha: 0.3), resolved(.systemRed, alpha: 1),
                ])
    }
}
