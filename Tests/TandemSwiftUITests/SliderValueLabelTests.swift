import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Sliders with minimum and maximum value labels draw them on either side
/// of the track, in a row with the standard spacing.
@MainActor
@Suite struct SliderValueLabelTests {
    struct Labeled: View {
        @State var value = 4.0
        let deprecatedForm: Bool
        var body: some View {
            if deprecatedForm {
                Slider(value: $value, in: 0...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10"))
                {
                    Text("Volume")
                }
                .frame(width: 300)
            } else {
                Slider(value: $value, in: 0...10) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
                .frame(width: 300)
            }
        }
    }

    @Test(arguments: [false, true])
    func valueLabelsSitOnEitherSideOfTheTrack(deprecatedForm: Bool) throws {
        let (controller, window) = host(Labeled(deprecatedForm: deprecatedForm), width: 400, height: 200)
        defer { window.isHidden = true }
        let root = controller.view!
        let slider = try #require(root.allSubviews.compactMap { $0 as? UISlider }.first)
        let minimum = try #require(root.labels.first { $0.text == "0" })
        let maximum = try #require(root.labels.first { $0.text == "10" })
        let track = root.frame(of: slider), low = root.frame(of: minimum), high = root.frame(of: maximum)
        // The row is 300 wide, centered in 400: 50 to 350.
        #expect(low.minX == 50)
        #expect(high.maxX == 350)
        #expect(track.minX == low.maxX + 8)
        #expect(track.maxX + 8 == high.minX)
        // Centered vertically on the track.
        #expect(abs(low.midY - track.midY) < 1)
        #expect(slider.value == 4)
        #expect(slider.maximumValue == 10)
        // The label is not drawn; it names the slider.
        #expect(!root.labels.contains { $0.text == "Volume" })
        #expect(slider.accessibilityLabel == "Volume")
    }

    @Test func aSliderWithoutValueLabelsTakesTheWholeWidth() throws {
        let (controller, window) = host(Slider(value: .constant(0.5)).frame(width: 300), width: 400, height: 200)
        defer { window.isHidden = true }
        let slider = try #require(controller.view.allSubviews.compactMap { $0 as? UISlider }.first)
        #expect(controller.view.frame(of: slider).width == 300)
    }
}
