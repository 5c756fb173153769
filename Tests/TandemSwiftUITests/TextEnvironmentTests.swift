import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// What text takes from its environment is worked out once per list of
/// environment values and kept with it; labels still follow every change.
@MainActor
@Suite struct TextEnvironmentTests {
    @Test func oneListOfValuesGivesItsTextSettingsOnceAndAWriteGivesNewOnes() {
        var environment = EnvironmentValues()
        environment.font = .title
        let first = environment.textEnvironment
        #expect(environment.textEnvironment === first)
        let copy = environment
        #expect(copy.textEnvironment === first)

        environment.lineLimit = 2
        let second = environment.textEnvironment
        #expect(second !== first)
        #expect(second.numberOfLines == 2)
        #expect(first.numberOfLines == 0)
        #expect(second.font == Font.title.uiFont(dynamicTypeSize: environment.dynamicTypeSize))
    }

    @Test func equalSharedWritesOnOneListGiveOneListAndOtherValuesANewOne() {
        var base = EnvironmentValues()
        base.font = .body
        var first = base, second = base, third = base, fourth = base
        first.stackAxis = .horizontal
        second.stackAxis = .horizontal
        third.stackAxis = .vertical
        fourth.foregroundStyle = AnyShapeStyle(Color.red)
        #expect(first.isIdentical(to: second))
        #expect(!first.isIdentical(to: third))
        #expect(third.stackAxis == .vertical)
        #expect(first.textEnvironment === second.textEnvironment)
        var fifth = base
        fifth.foregroundStyle = AnyShapeStyle(Color.red)
        #expect(fourth.isIdentical(to: fifth))
        var sixth = base
        sixth.foregroundStyle = AnyShapeStyle(Color.blue)
        #expect(!sixth.isIdentical(to: fifth))
        #expect(sixth.textEnvironment.color == Color.blue.resolved(in: sixth))
    }

    @Test func aSharedWriteThatWentIsNotReusedAndALaterEqualWriteMakesItsOwn() {
        var base = EnvironmentValues()
        base.font = .body
        weak var written: AnyObject?
        do {
            var first = base
            first.stackAxis = .horizontal
            written = first.textEnvironment
            #expect(written != nil)
        }
        // The values written on top of `base` went with `first`: the link
        // `base` kept to them is cleared, not left pointing at freed memory.
        #expect(written == nil)
        var second = base
        second.stackAxis = .horizontal
        var third = base
        third.stackAxis = .horizontal
        #expect(second.stackAxis == .horizontal)
        #expect(second.isIdentical(to: third))
        #expect(!second.isIdentical(to: base))
    }

    @Test func buttonLabelsInRowsShareTheirTintedEnvironment() {
        struct Rows: View {
            var body: some View {
                VStack {
                    ForEach(0..<3) { index in
                        HStack {
                            Text("row \(index)")
                            Button("x") {}
                        }
                    }
                }
            }
        }
        let (controller, window) = host(Rows())
        defer { _ = window }
        controller.view.layoutIfNeeded()
        let labels = controller.view.labels
        #expect(labels.count == 6)
        let buttonTitles = labels.filter { $0.text == "x" }
        #expect(buttonTitles.count == 3)
        #expect(buttonTitles.allSatisfy { $0.textColor == buttonTitles[0].textColor })
        #expect(buttonTitles[0].textColor != labels.first { $0.text == "row 0" }?.textColor)
    }

    @Test func settingsFollowTheValuesTheyAreMadeOf() {
        var environment = EnvironmentValues()
        environment.truncationMode = .head
        environment.multilineTextAlignment = .trailing
        environment.minimumScaleFactor = 0.5
        var rightToLeft = environment
        rightToLeft.layoutDirection = .rightToLeft
        let settings = environment.textEnvironment
        #expect(settings.lineBreakMode == .byTruncatingHead)
        #expect(settings.alignment == .right)
        #expect(settings.minimumScaleFactor == 0.5)
        #expect(rightToLeft.textEnvironment.alignment == .left)
    }

    @Test func labelsUnderOneEnvironmentShareItsFontAndFollowAChange() {
        final class Model: ObservableObject {
            @Published var font: Font = .body
        }
        struct Rows: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    Text("one")
                    Text("two")
                    Text("three").font(.caption)
                }
                .font(model.font)
            }
        }
        let model = Model()
        let (controller, window) = host(Rows(model: model))
        defer { _ = window }
        controller.view.layoutIfNeeded()
        var labels = controller.view.labels
        #expect(labels.count == 3)
        #expect(labels[0].font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        #expect(labels[0].font == labels[1].font)
        #expect(labels[2].font.pointSize == UIFont.preferredFont(forTextStyle: .caption1).pointSize)

        model.font = .largeTitle
        controller.view.layoutIfNeeded()
        labels = controller.view.labels
        #expect(labels[0].font.pointSize == UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
        #expect(labels[1].font.pointSize == UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
        #expect(labels[2].font.pointSize == UIFont.preferredFont(forTextStyle: .caption1).pointSize)
    }

    @Test func aFontResolvedAgainAtAnotherTextSizeIsThatSize() {
        let large = Font.body.uiFont(dynamicTypeSize: .large)
        let accessibility = Font.body.uiFont(dynamicTypeSize: .accessibility3)
        #expect(accessibility.pointSize > large.pointSize)
        #expect(Font.body.uiFont(dynamicTypeSize: .large).pointSize == large.pointSize)
        #expect(Font.system(size: 13).uiFont(dynamicTypeSize: .large).pointSize == 13)
        #expect(
            Font.system(size: 13).bold().uiFont(dynamicTypeSize: .large)
                != Font.system(size: 13).uiFont(dynamicTypeSize: .large))
    }
}
