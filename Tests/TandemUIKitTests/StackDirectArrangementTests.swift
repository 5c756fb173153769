import Foundation
import Testing
import UIKit

/// A stack whose views only it constrains places them itself; these tests
/// hold it to the frames its constraints give, over many arrangements, and
/// to falling back to the constraints when it cannot.
@MainActor
@Suite struct StackDirectArrangementTests {
    /// A deterministic generator, so a failing arrangement can be named by its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Where the stack sits.
    enum Container: CaseIterable {
        /// Pinned to every edge of a 300×200 view: stretched or squeezed along its axis.
        case pinnedAround
        /// Pinned at the top and leading edges only: its natural size.
        case pinnedAtCorner
        /// Natural length, 120 points broad: broad views are squeezed across.
        case narrow
        /// Placed by its frame (250×150), no constraints.
        case frame
        /// In a scroll view's content, as the benchmark screen.
        case scrolling
    }

    struct Outcome: Equatable {
        var stack: CGRect
        var views: [CGRect]
    }

    /// Builds arrangement `seed` in `container` and lays it out, with the
    /// constraints made up front (`constraints` read) or not.
    func layOut(seed: UInt64, in container: Container, forcingConstraints: Bool) -> (Outcome, direct: Bool) {
        var random = Generator(state: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stack = UIStackView()
        stack.axis = random.next(2) == 0 ? .vertical : .horizontal
        stack.alignment = [.fill, .leading, .center, .trailing][random.next(4)]
        stack.spacing = CGFloat(random.next(3) * 4)
        let rightToLeft = random.next(4) == 0
        var views: [SizedView] = []
        for index in 0..<(1 + random.next(5)) {
            let view = SizedView(
                CGFloat(10 + random.next(150)) + 0.25 * CGFloat(random.next(4)), CGFloat(8 + random.next(40)))
            if random.next(3) == 0 {
                view.setContentHuggingPriority(UILayoutPriority(Float(200 + random.next(3) * 50)), for: stack.axis)
            }
            if random.next(4) == 0 {
                view.setContentCompressionResistancePriority(
                    UILayoutPriority(Float(700 + random.next(3) * 50)), for: stack.axis)
            }
            if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
            stack.addArrangedSubview(view)
            if index > 0, random.next(5) == 0 { view.isHidden = true }
            if random.next(5) == 0 { stack.setCustomSpacing(CGFloat(random.next(20)), after: view) }
            views.append(view)
        }
        if rightToLeft { stack.semanticContentAttribute = .forceRightToLeft }
        switch container {
        case .frame:
            root.addSubview(stack)
            stack.frame = CGRect(x: 10, y: 10, width: 250, height: 150)
        case .scrolling:
            let scroll = UIScrollView()
            scroll.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        default:
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            var constraints = [
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            ]
            if container == .pinnedAround {
                constraints += [
                    stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                ]
            }
            if container == .narrow {
                constraints.append(
                    (stack.axis == .vertical ? stack.widthAnchor : stack.heightAnchor).constraint(equalToConstant: 120))
            }
            NSLayoutConstraint.activate(constraints)
        }
        if forcingConstraints { _ = stack.constraints }
        root.layoutIfNeeded()
        return (Outcome(stack: stack.frame, views: views.filter { !$0.isHidden }.map(\.frame)), stack.arrangesDirectly)
    }

    @Test(arguments: Container.allCases)
    func directFramesAreTheConstraintsFrames(_ container: Container) {
        var direct = 0
        for seed in UInt64(1)...60 {
            let (placed, wasDirect) = layOut(seed: seed, in: container, forcingConstraints: false)
            let (solved, _) = layOut(seed: seed, in: container, forcingConstraints: true)
            #expect(placed == solved, "arrangement \(seed) in \(container)")
            if wasDirect { direct += 1 }
        }
        // Where the stack gets its natural length, it places its views itself.
        // (In the scroll view a row's width is pinned, so only columns have theirs.)
        switch container {
        case .pinnedAtCorner, .narrow: #expect(direct == 60)
        case .scrolling: #expect(direct > 20 && direct < 60)
        case .pinnedAround, .frame: #expect(direct < 60)
        }
    }

    /// A column of three labels, pinned at the top and leading edges of a 300-point-wide view.
    func makeColumn(
        _ makeStack: ([UIView]) -> UIStackView = { UIStackView(arrangedSubviews: $0) }
    ) -> (UIView, UIStackView, [UILabel]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let labels = ["First", "Second line", "Third"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = makeStack(labels)
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalTo: root.widthAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, labels)
    }

    @Test func aLabelThatGrowsMovesTheViewsBelowIt() {
        let (root, stack, labels) = makeColumn()
        #expect(stack.arrangesDirectly)
        let lineHeight = labels[0].frame.height
        #expect(lineHeight > 10)
        labels[0].font = UIFont.systemFont(ofSize: 40)
        root.layoutIfNeeded()
        #expect(stack.arrangesDirectly)
        #expect(labels[0].frame.height > lineHeight * 1.8)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 4)
        #expect(labels[2].frame.minY == labels[1].frame.maxY + 4)
        #expect(stack.frame.height == labels[2].frame.maxY)
        labels[1].text = "A much longer second line"
        root.layoutIfNeeded()
        #expect(labels[1].frame.width == labels[1].intrinsicContentSize.width)
    }

    /// Whether a view tells its superview is a fact of the superview's
    /// class (asked before the cast), inherited by subclasses.
    @Test func aSubclassOfAStackHearsOfItsViewsAsAStackDoes() {
        final class CustomStack: UIStackView {}
        #expect(UIStackView.observesSubviews && CustomStack.observesSubviews)
        #expect(!UIView.observesSubviews && !UILabel.observesSubviews)
        #expect(UITableViewCell.observesDescendantSizes && !UIStackView.observesDescendantSizes)
        let (root, stack, labels) = makeColumn { CustomStack(arrangedSubviews: $0) }
        #expect(stack is CustomStack)
        #expect(stack.arrangesDirectly)
        let below = labels[1].frame.minY
        labels[0].font = UIFont.systemFont(ofSize: 40)
        root.layoutIfNeeded()
        #expect(labels[1].frame.minY > below + 10)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 4)
    }

    @Test func aConstraintOnAnArrangedViewHandsTheStackToTheConstraints() {
        let (root, stack, labels) = makeColumn()
        labels[1].heightAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutIfNeeded()
        #expect(!stack.arrangesDirectly)
        #expect(labels[1].frame.height == 60)
        #expect(labels[2].frame.minY == labels[1].frame.maxY + 4)
        #expect(stack.constraints.contains { $0.description.contains("UISV-spacing") })
    }

    @Test func readingTheConstraintsMakesThemAndKeepsTheFrames() {
        let (root, stack, labels) = makeColumn()
        let before = labels.map(\.frame)
        let constraints = stack.constraints
        #expect(!stack.arrangesDirectly)
        #expect(constraints.filter { $0.description.contains("UISV-spacing") }.count == 2)
        #expect(constraints.filter { $0.description.contains("UISV-canvas-connection") }.count == 2)
        root.layoutIfNeeded()
        #expect(labels.map(\.frame) == before)
    }

    @Test func anArrangedViewsConstraintsCanBeInspected() {
        let (_, stack, labels) = makeColumn()
        let vertical = labels[1].constraintsAffectingLayout(for: .vertical)
        #expect(!stack.arrangesDirectly)
        #expect(vertical.contains { $0.description.contains("UISV-spacing") })
    }

    @Test func fittingSizeIsTheNaturalSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let views = [SizedView(40, 20), SizedView(70, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: 70, height: 35))
        #expect(stack.arrangesDirectly)
        #expect(views[0].frame == CGRect(x: 15, y: 0, width: 40, height: 20))
        _ = stack.constraints
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == fitted)
    }

    @Test func wrappingLabelsUseTheConstraints() {
        let (root, stack, labels) = makeColumn()
        labels[2].numberOfLines = 0
        root.layoutIfNeeded()
        #expect(!stack.arrangesDirectly)
        #expect(labels[2].frame.minY == labels[1].frame.maxY + 4)
    }

    @Test func aStretchedStackSharesByHuggingThroughTheConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let views = [SizedView(40, 20), SizedView(60, 30)]
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!stack.arrangesDirectly)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(views[1].frame == CGRect(x: 40, y: 0, width: 260, height: 30))
    }

    /// A column of a broad view that resists little and a narrower one that
    /// resists much, pulled to 50 points by a constraint between the two.
    func layOutSqueezedColumn(forcingConstraints: Bool) -> [CGRect] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = [SizedView(100, 20), SizedView(90, 20)]
        views[0].setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let squeeze = stack.widthAnchor.constraint(equalToConstant: 50)
        squeeze.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            squeeze,
        ])
        if forcingConstraints { _ = stack.constraints }
        root.layoutIfNeeded()
        return views.map(\.frame) + [stack.frame]
    }

    @Test func eachResistancePriorityHoldsItsBroadestView() {
        let direct = layOutSqueezedColumn(forcingConstraints: false)
        #expect(direct == layOutSqueezedColumn(forcingConstraints: true))
        // The 750 of the 90-point view outweighs the 500 of the squeeze.
        #expect(direct[2].width == 90)
    }

    /// A view that invalidates its size before it takes the new one, as
    /// `willSet` observers do: the stack measures it later, at layout.
    final class EagerView: UIView {
        var width: CGFloat = 40 {
            willSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    }

    @Test func aSizeInvalidatedBeforeItChangesIsMeasuredAtLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = EagerView()
        let stack = UIStackView(arrangedSubviews: [view, SizedView(30, 10)])
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.arrangesDirectly)
        view.width = 80
        root.layoutIfNeeded()
        #expect(view.frame.width == 80)
        #expect(stack.frame.width == 110)
    }

    @Test func aChangeOfDirectionRearrangesTheViews() {
        func layOut(forcingConstraints: Bool) -> [CGRect] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let views = [SizedView(40, 20), SizedView(60, 20)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
            if forcingConstraints { _ = stack.constraints }
            root.layoutIfNeeded()
            for view in [stack] + views { view.semanticContentAttribute = .forceRightToLeft }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let direct = layOut(forcingConstraints: false)
        #expect(direct == layOut(forcingConstraints: true))
        #expect(direct[0].minX > direct[1].minX, "right to left: the first view on the right")
    }
}
