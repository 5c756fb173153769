import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A navigation-link picker is a disabled row outside a navigation stack,
/// and inside one pushes its options titled with its label.
@MainActor
@Suite struct NavigationLinkPickerTests {
    private func settle() {
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
    }

    struct LinkPicker: View {
        @ObservedObject var choice: PickerStyleTests.Choice

        var body: some View {
            List {
                Picker("Flavor", selection: $choice.flavor) {
                    ForEach(PickerStyleTests.Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.navigationLink)
            }
        }
    }

    private func color(of label: UILabel) -> UIColor? {
        let attributed = label.attributedText.flatMap { $0.length > 0 ? $0 : nil }
        return attributed?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor ?? label.textColor
    }

    @Test func outsideANavigationStackTheRowIsDisabled() throws {
        let choice = PickerStyleTests.Choice()
        let (controller, window) = host(LinkPicker(choice: choice), width: 390)
        defer { window.isHidden = true }
        let label = try #require(controller.view.label("Flavor"))
        #expect(controller.view.label("Chocolate") != nil)
        // Grayed: not the primary color of an enabled row's label.
        let light = UITraitCollection(userInterfaceStyle: .light)
        let shown = try #require(color(of: label)).resolvedColor(with: light)
        #expect(shown != UIColor.label.resolvedColor(with: light))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        shown.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(max(r, g, b) - min(r, g, b) < 0.05 && r > 0.3 && r < 0.8, "gray")
        // A tap does nothing: no menu, no selection change.
        window.synthesizeTap(at: try #require(controller.view.centerOfLabel("Flavor")))
        settle()
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        #expect(choice.flavor == .chocolate)
        #expect(controller.view.label("Vanilla") == nil)
    }

    @Test func inANavigationStackThePushedListIsTitledWithTheLabel() throws {
        let choice = PickerStyleTests.Choice()
        let (controller, window) = host(NavigationStack { LinkPicker(choice: choice) }, width: 390)
        defer { window.isHidden = true }
        let label = try #require(controller.view.label("Flavor"))
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(color(of: label)?.resolvedColor(with: light) == UIColor.label.resolvedColor(with: light))
        window.synthesizeTap(at: try #require(window.centerOfLabel("Flavor")))
        settle()
        let bar = try #require(window.allSubviews.compactMap { $0 as? UINavigationBar }.first)
        #expect(bar.topItem?.title == "Flavor")
        #expect(bar.topItem?.largeTitleDisplayMode == .never)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Mint")))
        settle()
        #expect(choice.flavor == .mint)
        #expect(bar.topItem?.title != "Flavor", "picking an option goes back")
    }
}
