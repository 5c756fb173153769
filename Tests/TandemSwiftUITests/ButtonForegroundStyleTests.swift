import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A button's label takes a foreground style set around it, as in SwiftUI
/// (`Button("Tap Me") {}.foregroundStyle(.white)` on a red circle); without
/// one, the tint; disabled, gray; destructive, red.
@MainActor
@Suite struct ButtonForegroundStyleTests {
    private func labelColor<V: View>(_ view: V, text: String) throws -> UIColor {
        let (controller, window) = host(view, width: 300, height: 200)
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first { $0.text == text })
        return label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    }

    private func light(_ color: UIColor) -> UIColor {
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    }

    @Test func aForegroundStyleAroundTheButtonColorsItsLabel() throws {
        #expect(try labelColor(Button("Go") {}.foregroundStyle(.white), text: "Go") == light(.white))
        #expect(try labelColor(VStack { Button("Go") {} }.foregroundColor(.red), text: "Go") == light(.systemRed))
        #expect(
            try labelColor(Button("Go") {}.buttonStyle(.bordered).foregroundStyle(.green), text: "Go")
                == light(.systemGreen))
    }

    @Test func withoutOneTheTintDisabledGrayDestructiveRed() throws {
        #expect(try labelColor(Button("Go") {}, text: "Go") == light(.systemBlue))
        #expect(try labelColor(Button("Go") {}.tint(.orange), text: "Go") == light(.systemOrange))
        #expect(
            try labelColor(Button("Go") {}.foregroundStyle(.white).disabled(true), text: "Go") == light(.systemGray))
        #expect(
            try labelColor(Button("Go", role: .destructive) {}.foregroundStyle(.white), text: "Go") == light(.systemRed)
        )
    }
}
