import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `fontDesign(_:)`, `fontWidth(_:)`, `controlSize(_:)`,
/// `buttonBorderShape(_:)`, `symbolVariant(_:)`: what the UIKit views under
/// a view are drawn with.
@MainActor
@Suite struct ControlAppearanceModifierTests {
    /// The fonts of the labels `view` shows, in order.
    private func fonts<V: View>(_ view: V) -> [UIFont] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.labels.map(\.font)
    }

    @Test func designAndWidthPickTheFace() throws {
        let all = fonts(
            VStack {
                Text("System")
                Text("Serif").fontDesign(.serif)
                Text("Mono").fontDesign(.monospaced)
                VStack {
                    Text("Serif title").font(.title)
                    Text("Named").font(.custom("Liberation Serif", size: 17))
                }
                .fontDesign(.serif)
                Text("Condensed").fontWidth(.condensed)
                Text("Condensed serif").fontDesign(.serif).fontWidth(.compressed)
                Text("Expanded").fontWidth(.expanded)
                Text("Font width").font(.body.width(.condensed))
                VStack {
                    Text("Bold title").font(.title)
                    Text("Light").font(.body.weight(.light))
                }
                .fontWeight(.bold)
            }
        )
        let families = all.map(\.familyName)
        #expect(
            families == [
                "Inter", "DejaVu Serif", "DejaVu Sans Mono", "DejaVu Serif", "Liberation Serif",
                "DejaVu Sans Condensed", "DejaVu Serif Condensed", "Inter", "DejaVu Sans Condensed", "Inter Display",
                "Inter",
            ])
        // A weight set around reaches a font set further in, unless it has its own.
        #expect(all[9].fontName == "InterDisplay-Bold")
        #expect(all[10].fontName == "Inter-Light")
    }

    @Test func theInnermostTraitWinsAndNilTakesItAway() throws {
        let all = fonts(
            VStack {
                // A font set around takes a trait set further in (the view
                // modifiers: a stack's, not the text's own).
                VStack { Text("Bold over light") }.bold().font(.body.weight(.light))
                VStack { Text("Serif over system") }.fontDesign(.serif).font(.body)
                // nil takes away what views around set.
                VStack { Text("Regular") }.fontWeight(nil).fontWeight(.heavy)
                VStack { Text("System") }.fontDesign(nil).fontDesign(.serif)
                VStack { Text("Standard") }.fontWidth(nil).fontWidth(.condensed)
            })
        #expect(
            all.map(\.fontName) == [
                "Inter-Bold", "DejaVuSerif-Regular", "Inter-Regular", "Inter-Regular", "Inter-Regular",
            ])
    }

    @Test func aCondensedTextIsNarrower() throws {
        let (controller, window) = host(
            VStack {
                Text("Condensed width").fixedSize()
                Text("Condensed width").fixedSize().fontWidth(.condensed)
            })
        defer { window.isHidden = true }
        let widths = controller.view.labels.map(\.bounds.width)
        #expect(widths.count == 2)
        #expect(widths[1] < widths[0] * 0.95)
    }

    /// The heights of bordered buttons at each control size, and the font of a small one.
    @Test func controlSizeSizesBorderedButtons() throws {
        let (controller, window) = host(
            VStack {
                ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, size in
                    Button("Go") {}.buttonStyle(.bordered).controlSize(size)
                }
                Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Go") {}.buttonStyle(.bordered).controlSize(.small).font(.title)
            })
        defer { window.isHidden = true }
        let controls = controller.view.allSubviews.compactMap { $0 as? UIControl }
        try #require(controls.count == 7)
        let heights = controls.map { controller.view.frame(of: $0).height }
        #expect(heights[0] == heights[1])
        #expect(heights[1] < heights[2] && heights[2] < heights[3] && heights[3] < heights[4])
        #expect(heights[5] == heights[3])
        let labels = controller.view.labels
        #expect(labels[1].font.pointSize == UIFont.preferredFont(forTextStyle: .subheadline).pointSize)
        #expect(labels[2].font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        // A font set around the button wins over the small size's.
        #expect(labels[6].font.pointSize == UIFont.preferredFont(forTextStyle: .title1).pointSize)
    }

    @Test func aLargeControlSizeGivesTheLargeSpinner() throws {
        let (controller, window) = host(
            VStack {
                ProgressView()
                ProgressView().controlSize(.large)
            })
        defer { window.isHidden = true }
        let spinners = controller.view.allSubviews.compactMap { $0 as? UIActivityIndicatorView }
        #expect(spinners.map(\.style) == [.medium, .large])
        #expect(spinners[1].bounds.height > spinners[0].bounds.height)
    }

    /// The alpha of the pixel 1 point in from a 120×44 bordered button's top-left corner.
    private func cornerAlpha(_ shape: ButtonBorderShape) throws -> UInt8 {
        let view = Button {
        } label: {
            Color.clear.frame(width: 96, height: 30)
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(shape)
        .tint(.red)
        let image = try #require(ImageRenderer(content: view).uiImage)
        let scale = image.scale
        return image.pixel(Int(scale), Int(scale)).a
    }

    @Test func theBorderShapeShapesTheBackground() throws {
        #expect(try cornerAlpha(.roundedRectangle(radius: 0)) == 255)
        #expect(try cornerAlpha(.capsule) == 0)
        #expect(try cornerAlpha(.automatic) == 0)
        // Bad radii are square, not a crash.
        #expect(try cornerAlpha(.roundedRectangle(radius: .nan)) == 255)
        #expect(try cornerAlpha(.roundedRectangle(radius: -4)) == 255)
        // The shape draws as a shape too.
        let circle = try #require(
            ImageRenderer(content: ButtonBorderShape.circle.fill(Color.red).frame(width: 20, height: 20)).uiImage)
        #expect(circle.pixel(Int(circle.scale), Int(circle.scale)).a == 0)
        #expect(circle.pixel(Int(10 * circle.scale), Int(10 * circle.scale)).a == 255)
    }

    /// The pixels of `view` drawn alone.
    private func pixels<V: View>(_ view: V) throws -> [RGBA] {
        let image = try #require(ImageRenderer(content: view.frame(width: 24, height: 24)).cgImage)
        return (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x, y) } }
    }

    @Test func aSymbolVariantTakesTheVariantsName() throws {
        let slashedFill = try pixels(Image(systemName: "bell.slash.fill"))
        let bell = try pixels(Image(systemName: "bell"))
        #expect(slashedFill != bell)
        #expect(try pixels(Image(systemName: "bell").symbolVariant(.slash.fill)) == slashedFill)
        #expect(try pixels(Image(systemName: "bell").symbolVariant(.fill.slash)) == slashedFill)
        // Variants set around add up; `.none` adds nothing, the environment value clears.
        #expect(
            try pixels(VStack { Image(systemName: "bell").symbolVariant(.fill) }.symbolVariant(.slash)) == slashedFill)
        #expect(try pixels(Image(systemName: "bell").symbolVariant(.none).symbolVariant(.slash.fill)) == slashedFill)
        #expect(
            try pixels(
                VStack { Image(systemName: "bell").environment(\.symbolVariants, .none) }.symbolVariant(.slash)) == bell
        )
        // A symbol without the variant stays as it is, without a report.
        var rectangle: [RGBA] = []
        let messages = try diagnostics(during: {
            rectangle = try pixels(Image(systemName: "bell").symbolVariant(.rectangle))
        })
        #expect(rectangle == bell)
        #expect(messages.isEmpty)
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }
}
