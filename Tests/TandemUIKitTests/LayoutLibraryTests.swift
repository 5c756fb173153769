import Foundation
import Testing
import UIKit

/// What Auto Layout libraries (SnapKit) build on: a constraint subclass made
/// with the inherited item initializer, relations across axes, the
/// pre-safe-area layout guides, and associated objects.
@MainActor
@Suite struct LayoutLibraryTests {
    /// SnapKit's `LayoutConstraint`: a subclass with no initializer of its own.
    final class LibraryConstraint: NSLayoutConstraint {
        var label: String?
    }

    @Test func aSubclassInheritsTheItemInitializerAndIsSolvedLikeAnyConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let constraints = [
            LibraryConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 10),
            LibraryConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
                constant: 20),
            LibraryConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            LibraryConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 30),
        ]
        constraints[0].label = "left"
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        #expect(root.constraints.compactMap { ($0 as? LibraryConstraint)?.label } == ["left"])
        // UIKit's empty constraint.
        let empty = NSLayoutConstraint()
        #expect(
            empty.firstItem == nil && empty.firstAttribute == .notAnAttribute && empty.multiplier == 1
                && empty.constant == 0)
    }

    @Test func attributesOfDifferentAxesAreRelatedAsUIKitRelatesThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            // An aspect ratio: a's width is twice its height.
            a.heightAnchor.constraint(equalToConstant: 25),
            a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
            // A location on the other axis (SnapKit's `left.equalTo(v2.snp.top).offset(50)`).
            NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 80, y: 0, width: 50, height: 25))
        // Each installed on its items' closest common ancestor, as in UIKit.
        #expect(root.constraints.count == 4 && a.constraints.count == 2 && b.constraints.count == 2)
    }

    @available(*, deprecated, message: "tests the deprecated topLayoutGuide and bottomLayoutGuide")
    @Test func theTopAndBottomLayoutGuidesSpanTheViewsEdgesToItsSafeArea() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        let window = makeWindow(width: 320, height: 480, root: controller)
        defer { window.isHidden = true }
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: top.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.bottomAnchor.constraint(lessThanOrEqualTo: bottom.topAnchor),
        ])
        controller.view.layoutIfNeeded()
        let insets = controller.view.safeAreaInsets
        #expect(insets.top >= 30 && insets.bottom >= 20)
        #expect(top.length == insets.top)
        #expect(bottom.length == insets.bottom)
        #expect(label.frame.minY == insets.top)
        // The same guide each time.
        #expect(controller.topLayoutGuide === top)
    }
}

/// Associated objects, as `import UIKit` brings them from the Objective-C runtime.
@Suite struct AssociatedObjectTests {
    private final class Owner {}
    private final class Tracked {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }
    nonisolated(unsafe) private static var labelKey: UInt8 = 0
    nonisolated(unsafe) private static var delegateKey: UInt8 = 0

    @Test func valuesAreSetReplacedReadAndRemovedPerObjectAndKey() {
        let owner = Owner(), other = Owner()
        withUnsafePointer(to: &Self.labelKey) { key in
            #expect(objc_getAssociatedObject(owner, key) == nil)
            objc_setAssociatedObject(owner, key, "first", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, key) as? String == "first")
            #expect(objc_getAssociatedObject(other, key) == nil)
            objc_setAssociatedObject(owner, key, "second", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, key) as? String == "second")
            objc_setAssociatedObject(owner, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, key) == nil)
            objc_setAssociatedObject(owner, key, 42, .OBJC_ASSOCIATION_RETAIN)
            objc_removeAssociatedObjects(owner)
            #expect(objc_getAssociatedObject(owner, key) == nil)
        }
    }

    @Test func anAssignedObjectIsNotRetainedAndAFreedOwnersValuesAreReleased() {
        var assignedFreed = false, retainedFreed = false
        withUnsafePointer(to: &Self.delegateKey) { key in
            let owner = Owner()
            do {
                let assigned = Tracked { assignedFreed = true }
                objc_setAssociatedObject(owner, key, assigned, .OBJC_ASSOCIATION_ASSIGN)
                #expect(objc_getAssociatedObject(owner, key) as AnyObject? === assigned)
            }
            #expect(assignedFreed)
            #expect(objc_getAssociatedObject(owner, key) == nil)

            var shortLived: Owner? = Owner()
            objc_setAssociatedObject(
                shortLived!, key, Tracked { retainedFreed = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            shortLived = nil
            #expect(!retainedFreed)  // no runtime hook at the owner's deinit: released when the table is next used...
            // Changes to one owner: new owners would grow the table as fast
            // as they count, and the table is shared with the tests running
            // beside this one (whose owners it also counts).
            let other = Owner()
            for index in 0..<2_000 { objc_setAssociatedObject(other, key, index, .OBJC_ASSOCIATION_RETAIN) }
            #expect(retainedFreed)  // ...within as many changes as the table has owners
            objc_removeAssociatedObjects(other)
        }
    }
}
