import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@MainActor
@Suite struct AutoLayoutTests {
    /// Seed 001's shape, without SwiftUI: a child controller at half the
    /// parent's width and height, centered.
    final class HalfSizeParent: UIViewController {
        let child = UIViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child.view)
            child.didMove(toParent: self)
            NSLayoutConstraint.activate([
                child.view.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                child.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
                child.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                child.view.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }

    @Test func seed001ChildIsHalfSizeAndCenteredAndFollowsRotation() {
        let parent = HalfSizeParent()
        let window = makeWindow(width: 400, height: 800, root: parent)
        #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(parent.child.view.frame == CGRect(x: 100, y: 200, width: 200, height: 400))
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        window.layoutIfNeeded()
        #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(parent.child.view.frame == CGRect(x: 200, y: 100, width: 400, height: 200))
    }

    @Test func chainOfViewsWithConstantsAndEqualWidths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 10, width: 140, height: 44))
        #expect(b.frame == CGRect(x: 164, y: 58, width: 140, height: 24))
    }

    @Test func changingAConstantReSolves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, v.topAnchor.constraint(equalTo: root.topAnchor), v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.minX == 10)
        left.constant = 70
        root.layoutIfNeeded()
        #expect(v.frame.minX == 70)
        left.isActive = false
        let right = v.rightAnchor.constraint(equalTo: root.rightAnchor)
        right.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.minX == 250)
        #expect(root.constraints.contains { $0 === right })
        #expect(!root.constraints.contains { $0 === left })
    }

    @Test func huggingAndCompressionDecideWhichLabelStretchesAndWhichShrinks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let title = UILabel(), value = UILabel()
        title.text = "Title"
        value.text = "Value"
        for l in [title, value] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            l.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.maxX == 400)
        #expect(title.frame.height == title.intrinsicContentSize.height)

        // Too narrow: the lower compression resistance gives way.
        root.frame.size.width = 60
        title.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal)
        root.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.width < value.intrinsicContentSize.width)
    }

    /// The engine enters an intrinsic size's hugging and compression
    /// resistance as one solver equality; equal priorities, a text change,
    /// a priority that parts them and the view leaving must all still behave
    /// as the two inequalities do.
    @Test func huggingAndCompressionAtEqualPrioritiesStillActAsTwoInequalities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = UILabel()
        label.text = "Short"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        let wide = label.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = UILayoutPriority(700)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), wide,
        ])
        root.layoutIfNeeded()
        // Hugging (750) beats the 700 width: the intrinsic width holds.
        #expect(label.frame.width == label.intrinsicContentSize.width)

        label.text = "A somewhat longer text"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)

        // Hugging below the width: it stretches; compression still resists a narrower one.
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 300)
        wide.constant = 20
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 20)

        // Leaving and coming back enters the pair anew; the width, on the
        // label itself, stayed active, and still wins over compression.
        label.removeFromSuperview()
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(wide.isActive && label.frame.width == 20)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndOneIsBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        let lines = diagnostics {
            NSLayoutConstraint.activate([wide, narrow, v.leftAnchor.constraint(equalTo: root.leftAnchor)])
            root.layoutIfNeeded()
        }
        let message = lines.first { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(message != nil)
        #expect(message?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(message?.contains("width == 200") == true)
        #expect(message?.contains("width == 100") == true)
        #expect(v.frame.width == 200)
        #expect(narrow.isActive)
    }

    @Test func constraintsBetweenUnrelatedViewsAreRefusedWithAClearError() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let lines = diagnostics { c.isActive = true }
        #expect(!c.isActive)
        #expect(lines.contains { $0.contains("no common ancestor") })
    }

    @Test func invalidConstraintsAreRefused() {
        let root = UIView(), v = UIView()
        root.addSubview(v)
        let mixed = NSLayoutConstraint(
            item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        let location = NSLayoutConstraint(
            item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 5)
        // Locations of different axes are related, as UIKit relates them
        // (SnapKit's tests install `left == top`): not refused.
        let axes = NSLayoutConstraint(
            item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        let lines = diagnostics { NSLayoutConstraint.activate([mixed, location, axes]) }
        #expect(!mixed.isActive && !location.isActive && axes.isActive)
        #expect(lines.filter { $0.contains("cannot activate") }.count == 2)
    }

    @Test func nonFiniteConstantsAndSizesAreRejected() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            w, v.heightAnchor.constraint(equalToConstant: 30), v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let lines = diagnostics {
            w.constant = .nan
            root.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            v.frame = CGRect(x: 0, y: 0, width: -20, height: -10)
        }
        root.layoutIfNeeded()
        #expect(w.constant == 30)
        #expect(root.frame.width == 100)
        #expect(v.frame.width == 30)
        #expect(lines.contains { $0.contains("non-finite constant") })
        #expect(lines.contains { $0.contains("non-finite frame") })
    }

    @Test func autoresizingMaskFollowsTheSuperviewWithAndWithoutConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(banner)
        let badge = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.addSubview(badge)
        root.frame.size = CGSize(width: 300, height: 200)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(badge.frame == CGRect(x: 250, y: 160, width: 40, height: 30))

        // The same masks as constraints: a constrained view pinned to the banner follows it.
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            label.topAnchor.constraint(equalTo: banner.bottomAnchor), label.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 30, width: 280, height: 5))
        root.frame.size = CGSize(width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(label.frame == CGRect(x: 10, y: 30, width: 380, height: 5))
    }

    @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(), inner = UIView()
        box.addSubview(inner)
        root.addSubview(box)
        inner.translatesAutoresizingMaskIntoConstraints = false
        let outer = inner.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let local = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([outer, local])
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(local.isActive)
        box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        box.layoutIfNeeded()
        #expect(inner.frame.width == 50)
    }

    @Test func marginsSafeAreaAndLayoutGuides() {
        let window = makeWindow(width: 300, height: 600)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let root = window.rootViewController!.view!
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            guide.topAnchor.constraint(equalTo: content.topAnchor),
            guide.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0))
        // A controller's root view has the system margins: 16 leading and trailing on a phone.
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(content.frame == CGRect(x: 16, y: 40, width: 268, height: 540))
        #expect(guide.layoutFrame == CGRect(x: 16, y: 40, width: 134, height: 10))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 40, width: 250, height: 540))
    }

    @Test func additionalSafeAreaInsetsNarrowTheControllersSubtree() {
        let window = makeWindow(width: 300, height: 600)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let controller = window.rootViewController!
        let root = controller.view!
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(child)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 50, left: 5, bottom: 20, right: 0))
        // A subview inherits the narrowed safe area where it overlaps it.
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 50, left: 5, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0))
    }

    @Test func systemLayoutSizeFittingMeasuresContent() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let intrinsic = label.intrinsicContentSize
        #expect(size == CGSize(width: intrinsic.width + 32, height: intrinsic.height + 20))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: intrinsic.height + 20))
    }

    @Test func ambiguityIsDetectedAndAffectingConstraintsAreListed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, v.heightAnchor.constraint(equalToConstant: 10), v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.constraintsAffectingLayout(for: .horizontal).contains { $0 === width })
        #expect(!v.constraintsAffectingLayout(for: .vertical).contains { $0 === width })
    }

    final class RestlessView: UIView {
        var count = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            count += 1
            setNeedsLayout()
        }
    }

    @Test func aLayoutThatNeverSettlesIsStoppedAndReported() {
        let view = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let lines = diagnostics { view.layoutIfNeeded() }
        #expect(view.count == LayoutPassLimit.value)
        #expect(lines.contains { $0.contains("layout did not settle") && $0.contains("RestlessView") })
    }

    final class UpdatingView: UIView {
        var updates = 0
        let inner = UIView()
        var width: NSLayoutConstraint?
        override func updateConstraints() {
            updates += 1
            if width == nil {
                inner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(inner)
                width = inner.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    width!, inner.heightAnchor.constraint(equalToConstant: 10),
                    inner.leftAnchor.constraint(equalTo: leftAnchor), inner.topAnchor.constraint(equalTo: topAnchor),
                ])
            }
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsWhenAskedAndBeforeLayout() {
        let view = UpdatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.inner.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
        #expect(view.updates == 2)
    }
}

/// The layout pass's bound, for the cycle test.
enum LayoutPassLimit {
    static let value = 16
}
