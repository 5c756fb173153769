import Foundation
import SwiftUI
import TandemTestSupport
import Testing

extension UIView {
    /// The frame, in this view's coordinates, of the descendant filled with `color` (light appearance).
    func frame(ofColor color: UIColor) -> CGRect? {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        guard let view = allSubviews.first(where: { $0.backgroundColor == resolved }) else { return nil }
        return frame(of: view)
    }
}

extension VerticalAlignment {
    private enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    /// A custom guide for the tests: the bottom unless a view says otherwise.
    static let marker = VerticalAlignment(Marker.self)
}

/// A leading guide set, once the model shows it, by `.alignmentGuide` or by a custom layout.
struct LateGuideSetter: View {
    @ObservedObject var model: OptionalGroupModel
    let byLayout: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            if !model.isShown {
                Color.blue.frame(width: 100, height: 10)
            } else if byLayout {
                LeadingGuideLayout { Color.blue.frame(width: 100, height: 10) }
            } else {
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 20 }
            }
        }
    }
}

/// A custom layout whose leading guide is 20 points in.
struct LeadingGuideLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? 20 : nil
    }
}

final class OptionalGroupModel: ObservableObject {
    @Published var isShown: Bool
    init(isShown: Bool) { self.isShown = isShown }
}

/// A group that is there or not, padded as an optional value.
struct OptionalPaddedGroup: View {
    @ObservedObject var model: OptionalGroupModel

    var body: some View {
        VStack(spacing: 0) {
            (model.isShown
                ? Group {
                    Color.red.frame(width: 40, height: 10)
                    Color.blue.frame(width: 40, height: 10)
                } : nil)
                .padding(5)
        }
    }
}

@MainActor
@Suite struct LayoutTests {
    /// Lays `view` out in a 400×800 window and returns the hosting view.
    private func layout<V: View>(_ view: V) -> (UIView, UIWindow) {
        let (controller, window) = host(view)
        return (controller.view, window)
    }

    @Test func hstackGivesInflexibleViewsTheirSizeAndTheSpacerTheRest() {
        let (view, window) = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer()
                Color.blue.frame(width: 80, height: 30)
            }
            .frame(width: 300, height: 100))
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemRed) == CGRect(x: 50, y: 350, width: 50, height: 100))
        #expect(view.frame(ofColor: .systemBlue) == CGRect(x: 270, y: 385, width: 80, height: 30))
    }

    /// A background is sized to its content when the content is one view
    /// (a leaf, a stack, a framed view: held directly); a custom view whose
    /// body is several views takes the background view by view, as a
    /// `Group` does (SwiftUI's view lists); an overlay aligns on each.
    @Test func backgroundsAndOverlaysSizeToSingleAndGroupedContent() {
        struct Pair: View {
            var body: some View {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 20, height: 30)
            }
        }
        let (view, window) = layout(
            VStack(spacing: 0) {
                Color.blue.frame(width: 60, height: 20).background(Color.yellow.frame(width: 100, height: 100))
                HStack(spacing: 0) { Color.orange.frame(width: 30, height: 12) }
                    .frame(width: 90)
                    .background { Color.purple }
                Pair().background { Color.gray }.overlay(alignment: .topLeading) {
                    Color.brown.frame(width: 5, height: 5)
                }
            })
        defer { window.isHidden = true }
        guard let blue = view.frame(ofColor: .systemBlue), let purple = view.frame(ofColor: .systemPurple),
            let pair = view.frame(ofColor: .systemGray), let red = view.frame(ofColor: .systemRed),
            let green = view.frame(ofColor: .systemGreen)
        else {
            Issue.record("a view is missing")
            return
        }
        #expect(blue.size == CGSize(width: 60, height: 20))
        // The yellow square is centered on the blue bar, at its own frame's size.
        #expect(
            view.frame(ofColor: .systemYellow) == CGRect(x: blue.midX - 50, y: blue.midY - 50, width: 100, height: 100))
        #expect(purple.size == CGSize(width: 90, height: 12))
        #expect(
            view.frame(ofColor: .systemOrange) == CGRect(x: purple.midX - 15, y: purple.minY, width: 30, height: 12))
        // Each of the pair's views has a background of its own, and an overlay at its top leading corner.
        let grays = view.allSubviews.filter {
            $0.backgroundColor == UIColor.systemGray.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        }
        #expect(grays.map { view.frame(of: $0) } == [red, green])
        #expect(pair == red)
        let browns = view.allSubviews.filter {
            $0.backgroundColor == UIColor.systemBrown.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        }
        #expect(
            browns.map { view.frame(of: $0) } == [
                CGRect(x: red.minX, y: red.minY, width: 5, height: 5),
                CGRect(x: green.minX, y: green.minY, width: 5, height: 5),
            ])
    }

    /// A modifier on a group is given to each of its views, and so is the
    /// next one on that modified group (Apple's `Group`: "any modifier you
    /// apply to the group affects all of that group's members"): each view
    /// is padded and has its own background; the hosting view shows the
    /// group's views in a column.
    @Test func aBackgroundOnAPaddedGroupGoesToEachOfItsViews() {
        let (view, window) = layout(
            Group {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 20, height: 30)
            }
            .padding(5)
            .background { Color.gray })
        defer { window.isHidden = true }
        guard let red = view.frame(ofColor: .systemRed), let green = view.frame(ofColor: .systemGreen) else {
            Issue.record("a view is missing")
            return
        }
        let gray = UIColor.systemGray.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let grays = view.allSubviews.filter { $0.backgroundColor == gray }.map { view.frame(of: $0) }
        #expect(grays == [red.insetBy(dx: -5, dy: -5), green.insetBy(dx: -5, dy: -5)])
        // In a column with the system spacing (8) between the padded views.
        #expect(grays.count == 2 && grays[1].minY - grays[0].maxY == 8)
    }

    @Test func vstackAlignsLeadingWithSpacingInsidePadding() {
        let (view, window) = layout(
            VStack(alignment: .leading, spacing: 10) {
                Color.red.frame(width: 100, height: 20)
                Color.green.frame(width: 50, height: 20)
            }
            .padding(16))
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemRed) == CGRect(x: 150, y: 375, width: 100, height: 20))
        #expect(view.frame(ofColor: .systemGreen) == CGRect(x: 150, y: 405, width: 50, height: 20))
    }

    @Test func systemSpacingSeparatesStackedViews() {
        let (view, window) = layout(
            VStack {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            })
        defer { window.isHidden = true }
        let red = view.frame(ofColor: .systemRed), green = view.frame(ofColor: .systemGreen)
        #expect(green!.minY - red!.maxY == 8)
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        let (view, window) = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 150)
                Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1)
            }
            .frame(width: 200, height: 10))
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemBlue)?.width == 150)
        #expect(view.frame(ofColor: .systemRed)?.width == 50)

        let (equal, equalWindow) = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 150)
                Color.blue.frame(minWidth: 10, maxWidth: 150)
            }
            .frame(width: 200, height: 10))
        defer { equalWindow.isHidden = true }
        #expect(equal.frame(ofColor: .systemBlue)?.width == 100)
        #expect(equal.frame(ofColor: .systemRed)?.width == 100)
    }

    /// Priority is a trait: modifiers that show one view keep it (Apple's
    /// documentation puts `.border` after `.layoutPriority(1)`).
    @Test func layoutPriorityPassesThroughModifiers() {
        struct Prioritized: View {
            var body: some View { Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1) }
        }
        for blue in [
            AnyView(Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1).border(Color.gray)),
            AnyView(Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1).padding(0).opacity(0.99)),
            AnyView(Prioritized().background(Color.clear)),
        ] {
            let (view, window) = layout(
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 10, maxWidth: 150)
                    blue
                }
                .frame(width: 200, height: 10))
            defer { window.isHidden = true }
            #expect(view.frame(ofColor: .systemRed)?.width == 50)
        }
        // An explicit priority outside wins over the one inside, 0 included.
        let (view, window) = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 150)
                Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1).padding(0).layoutPriority(0)
            }
            .frame(width: 200, height: 10))
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemRed)?.width == 100)
    }

    @Test func aPrioritizedTextUnderABorderTakesTheRoomItNeeds() {
        let (view, window) = layout(
            HStack(spacing: 0) {
                Text("This is a moderately long string.").border(Color.gray)
                Text("This is a higher priority string.").layoutPriority(1).border(Color.gray)
            }
            .frame(width: 300))
        defer { window.isHidden = true }
        let labels = view.labels.sorted { view.frame(of: $0).minX < view.frame(of: $1).minX }
        #expect(labels.count == 2)
        guard labels.count == 2 else { return }
        // The prioritized text is one line, as wide as it needs; the other gets what is left.
        #expect(view.frame(of: labels[1]).width > 200)
        #expect(view.frame(of: labels[1]).height < view.frame(of: labels[0]).height)
    }

    @Test func alignmentGuidesShiftAViewAgainstItsSiblings() {
        let (view, window) = layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 20 }
            })
        defer { window.isHidden = true }
        // Stack width 120, centered: red's leading edge 20 to the right of blue's.
        let red = view.frame(ofColor: .systemRed)!, blue = view.frame(ofColor: .systemBlue)!
        #expect(red.minX - blue.minX == 20)
        #expect(blue.minX == 140)
    }

    @Test(arguments: [false, true]) func aGuideSetterThatAppearsLaterMovesItsView(byLayout: Bool) throws {
        // Laid out first with no guide setter anywhere (stacks then ask no subview for a guide).
        let model = OptionalGroupModel(isShown: false)
        let (view, window) = layout(LateGuideSetter(model: model, byLayout: byLayout))
        defer { window.isHidden = true }
        #expect(try #require(view.frame(ofColor: .systemRed)).minX == view.frame(ofColor: .systemBlue)?.minX)
        model.isShown = true
        view.layoutIfNeeded()
        let red = try #require(view.frame(ofColor: .systemRed)), blue = try #require(view.frame(ofColor: .systemBlue))
        #expect(red.minX - blue.minX == 20)
    }

    @Test func customGuidesCrossNestedStacksAndModifiers() throws {
        let (view, window) = layout(
            HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                VStack(spacing: 0) {
                    Color.green.frame(width: 20, height: 50)
                    Color.blue.frame(width: 20, height: 30).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
                }
                .padding(.top, 10)
                .background(Color.yellow)
            })
        defer { window.isHidden = true }
        // The red square's bottom meets the blue bar's middle, through the VStack, padding and background.
        let red = try #require(view.frame(ofColor: .systemRed)), blue = try #require(view.frame(ofColor: .systemBlue))
        #expect(red.maxY == blue.midY)
    }

    @Test func aModifierOnSeveralViewsAppliesToEach() {
        let (view, window) = layout(
            VStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 40, height: 10)
                    Color.blue.frame(width: 40, height: 10)
                }
                .padding(5)
            })
        defer { window.isHidden = true }
        // Each view is padded: 20 points each, stacked, not one 30-point block.
        let red = view.frame(ofColor: .systemRed)!, blue = view.frame(ofColor: .systemBlue)!
        #expect(blue.minY - red.maxY == 10)
        #expect(abs(red.minY - 385) < 0.01)
    }

    /// A modifier on an optional group: spread over the group's views while
    /// there is one, nothing while there is none, whichever came first.
    @Test func aModifierOnAnOptionalGroupAppliesToEachOfItsViewsWhenPresent() {
        for startsShown in [true, false] {
            let shown = OptionalGroupModel(isShown: startsShown)
            let (controller, window) = host(OptionalPaddedGroup(model: shown))
            defer { window.isHidden = true }
            let view = controller.view!
            for isShown in [!startsShown, startsShown, !startsShown] {
                shown.isShown = isShown
                view.layoutIfNeeded()
                if isShown {
                    let red = view.frame(ofColor: .systemRed), blue = view.frame(ofColor: .systemBlue)
                    #expect(red != nil && blue != nil)
                    if let red, let blue { #expect(blue.minY - red.maxY == 10, "each view padded on its own") }
                } else {
                    #expect(view.frame(ofColor: .systemRed) == nil)
                }
            }
        }
    }

    @Test func zstackAlignsOnTheGivenCorner() {
        let (view, window) = layout(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 60)
                Color.blue.frame(width: 20, height: 10)
            })
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemRed) == CGRect(x: 150, y: 370, width: 100, height: 60))
        #expect(view.frame(ofColor: .systemBlue) == CGRect(x: 150, y: 370, width: 20, height: 10))
    }

    @Test func zIndexOrdersDrawingNotLayout() throws {
        let (view, window) = layout(
            ZStack {
                Color.red.frame(width: 50, height: 50).zIndex(1)
                Color.blue.frame(width: 50, height: 50)
            })
        defer { window.isHidden = true }
        let resolved = { (color: UIColor) in color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
        let order = view.allSubviews.compactMap { $0.backgroundColor }.filter {
            $0 == resolved(.systemRed) || $0 == resolved(.systemBlue)
        }
        #expect(order == [resolved(.systemBlue), resolved(.systemRed)])
        #expect(window.tandemSnapshot().pixel(200, 400).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
    }

    /// A z-index is a trait: the modifiers after it keep it, and so does a custom view's body.
    @Test func zIndexPassesThroughModifiersAndCustomViews() throws {
        struct Front: View {
            var body: some View { Color.red.frame(width: 50, height: 50).zIndex(2) }
        }
        let resolved = { (color: UIColor) in color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
        for front in [
            AnyView(Color.red.frame(width: 50, height: 50).zIndex(1).padding(0).offset(x: 0)),
            AnyView(Front().padding(0)),
        ] {
            let (view, window) = layout(
                ZStack {
                    front
                    Color.blue.frame(width: 50, height: 50)
                })
            defer { window.isHidden = true }
            let order = view.allSubviews.compactMap { $0.backgroundColor }.filter {
                $0 == resolved(.systemRed) || $0 == resolved(.systemBlue)
            }
            #expect(order == [resolved(.systemBlue), resolved(.systemRed)])
            #expect(window.tandemSnapshot().pixel(200, 400).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
        }
    }

    /// A spacer takes only what the other views leave: the text keeps the
    /// width it needs on one line (Landmarks' rows; a settings row's label).
    @Test func aSpacerTakesOnlyWhatTheOtherViewsLeave() throws {
        let (view, window) = layout(
            VStack {
                HStack {
                    Color.green.frame(width: 50, height: 50)
                    Text("Silver Salmon Creek")
                    Spacer()
                    Color.yellow.frame(width: 20, height: 20)
                }
                HStack {
                    Text("Due-date notifications")
                    Spacer()
                    Color.blue.frame(width: 51, height: 31)
                }
            }
            .frame(width: 320))
        defer { window.isHidden = true }
        for text in ["Silver Salmon Creek", "Due-date notifications"] {
            let label = try #require(view.labels.first { $0.text == text })
            let frame = view.frame(of: label)
            #expect(frame.height < label.font.lineHeight * 1.5, "\(text) stays on one line: \(frame)")
            #expect(frame.width >= label.intrinsicContentSize.width - 1, "\(text) gets the width it needs")
        }
        // Without a spacer, a flexible view still shares the width with the text.
        let (shared, sharedWindow) = layout(
            HStack(spacing: 0) {
                Text("Silver Salmon Creek Silver Salmon Creek")
                Color.red
            }
            .frame(width: 200, height: 100))
        defer { sharedWindow.isHidden = true }
        #expect(shared.frame(ofColor: .systemRed).map { $0.width >= 99 } == true)
    }

    @Test func anAspectRatioGivenOnlyAWidthTakesTheHeightTheRatioGives() {
        let (view, window) = layout(
            ScrollView {
                Color.red.aspectRatio(3 / 2, contentMode: .fit)
                Color.blue.aspectRatio(3 / 2, contentMode: .fill)
            }
            .frame(width: 300, height: 600))
        defer { window.isHidden = true }
        #expect(view.frame(ofColor: .systemRed)?.size == CGSize(width: 300, height: 200))
        #expect(view.frame(ofColor: .systemBlue)?.size == CGSize(width: 300, height: 200))
    }

    @Test func aPositionedViewIsOfferedTheWholeSpace() {
        let (view, window) = layout(
            GeometryReader { geometry in
                Color.blue.position(x: geometry.size.width / 2, y: geometry.size.height / 2)
            }
            .frame(width: 200, height: 120))
        defer { window.isHidden = true }
        let blue = view.frame(ofColor: .systemBlue)
        #expect(blue?.size == CGSize(width: 200, height: 120))
    }

    @Test func flexibleFramesClampToTheirBoundsAndAlign() {
        let (view, window) = layout(
            Color.red.frame(width: 40, height: 40)
                .frame(maxWidth: .infinity, maxHeight: 100, alignment: .bottomTrailing))
        defer { window.isHidden = true }
        // The outer frame takes the whole width and at most 100 points, centered vertically.
        #expect(view.frame(ofColor: .systemRed) == CGRect(x: 360, y: 410, width: 40, height: 40))
    }

    @Test func textWrapsAtTheProposedWidth() throws {
        let (view, window) = layout(
            Text("Tandem lays out text the way SwiftUI does, wrapping words at the width it is offered.")
                .frame(width: 120))
        defer { window.isHidden = true }
        let label = try #require(view.labels.first)
        let frame = view.frame(of: label)
        #expect(frame.width <= 120)
        #expect(frame.height > label.font.lineHeight * 3)
        #expect(label.numberOfLines == 0)

        let (limited, limitedWindow) = layout(
            Text("Tandem lays out text the way SwiftUI does.").lineLimit(1).frame(width: 120))
        defer { limitedWindow.isHidden = true }
        let single = try #require(limited.labels.first)
        #expect(limited.frame(of: single).height < single.font.lineHeight * 1.5)
    }

    /// A text beside rigid views is offered what they leave: they are
    /// offered space first, being less flexible (a text offered no width
    /// takes none, which the stack learns without measuring it there).
    /// Beside another text, the less flexible of the two goes first.
    @Test func aTextIsOfferedWhatRigidSiblingsLeave() throws {
        let text = "Tandem lays out text the way SwiftUI does"
        let (view, window) = layout(
            HStack(spacing: 0) {
                Text(text)
                Color.blue.frame(width: 40, height: 10)
                Color.red.frame(width: 20, height: 10)
            }
            .frame(width: 180))
        defer { window.isHidden = true }
        let label = try #require(view.labels.first)
        let textFrame = view.frame(of: label)
        let blue = try #require(view.frame(ofColor: .systemBlue))
        let red = try #require(view.frame(ofColor: .systemRed))
        // Offered 180 - 40 - 20 = 120 (offered first, it would have had 60).
        #expect(textFrame.width <= 120 && textFrame.width > 60)
        #expect(abs(blue.minX - textFrame.maxX) < 0.01)
        #expect(red.minX == blue.maxX)

        let (pair, pairWindow) = layout(
            HStack(spacing: 0) {
                Text("Short words here")
                Text(text)
                Color.blue.frame(width: 40, height: 10)
            }
            .frame(width: 200))
        defer { pairWindow.isHidden = true }
        let labels = pair.labels.sorted { pair.frame(of: $0).minX < pair.frame(of: $1).minX }
        try #require(labels.count == 2)
        let short = pair.frame(of: labels[0]), long = pair.frame(of: labels[1])
        // The short text is less flexible: offered (200 - 40) / 2 = 80 first, the long one what it leaves.
        #expect(short.width <= 80)
        #expect(long.width <= 160 - short.width + 0.01 && long.width > 80)
        #expect(abs(pair.frame(ofColor: .systemBlue)!.minX - long.maxX) < 0.01)
    }

    @Test func textAlignsOnItsFirstBaseline() throws {
        let (view, window) = layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                VStack { Text("small").font(.caption).padding(.top, 6) }
            })
        defer { window.isHidden = true }
        let big = try #require(view.labels.first { $0.text == "Big" })
        let small = try #require(view.labels.first { $0.text == "small" })
        func baseline(_ label: UILabel) -> CGFloat {
            let frame = view.frame(of: label)
            let metrics = label.tandemBaselines(width: frame.width)
            return frame.minY + ((frame.height - metrics.height) / 2).rounded() + metrics.first
        }
        #expect(abs(baseline(big) - baseline(small)) <= 1)
        // Not merely centered: the small text sits low, on the big text's baseline.
        #expect(view.frame(of: small).midY > view.frame(of: big).midY + 3)
    }

    @Test func theHostingViewReportsTheContentsIdealSize() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 44).padding(8))
        #expect(controller.view.intrinsicContentSize == CGSize(width: 136, height: 60))
        #expect(controller.sizeThatFits(in: CGSize(width: 1000, height: 1000)) == CGSize(width: 136, height: 60))
        let flexible = UIHostingController(rootView: Color.red)
        #expect(flexible.sizeThatFits(in: CGSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
        #expect(flexible.view.intrinsicContentSize == CGSize(width: 10, height: 10))
    }

    @Test func invalidFrameLengthsAreReportedAndTreatedAsZero() {
        var controller: UIHostingController<AnyView>?
        let messages = diagnostics {
            controller = UIHostingController(rootView: AnyView(Color.red.frame(width: -5, height: .nan)))
        }
        #expect(messages.filter { $0.contains("Invalid frame dimension") }.count == 2)
        #expect(controller?.view.intrinsicContentSize == .zero)
    }
}
