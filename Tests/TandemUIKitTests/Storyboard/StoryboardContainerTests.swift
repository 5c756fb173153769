import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Storyboard containers (tab bar and relationship segues, table
/// prototypes, embed segues) and nibs (`UINib`, `init(nibName:bundle:)`).
@MainActor
@Suite struct StoryboardContainerTests {
    @Test func relationshipSeguesFillATabBarController() throws {
        let tabs = try #require(
            UIStoryboard(name: "Lists", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        #expect(children[0] is PeopleViewController)
        #expect(children[1] is ParentViewController)
        #expect(children.map { $0.tabBarItem.title } == ["People", "Parent"])
    }

    @Test func prototypeCellsAreDequeuedWithTheirOutletsAndActions() throws {
        let storyboard = UIStoryboard(name: "Lists", bundle: nil)
        let people: PeopleViewController = storyboard.instantiateViewController(identifier: "People")
        let window = makeWindow(width: 393, height: 852, root: people)
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let table = try #require(people.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 60)
        #expect(table.dataSource === people)

        let cells = table.visibleCells.compactMap { $0 as? PersonCell }
        #expect(cells.map { $0.nameLabel.text } == ["Ada", "Grace"])
        #expect(cells.allSatisfy { $0.outletWasSetWhenAwoken && $0.reuseIdentifier == "PersonCell" })
        #expect(cells.first?.accessoryType == .disclosureIndicator)
        #expect(cells.first?.frame.height == 60)
        let label = try #require(cells.first?.nameLabel)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline))

        // The cell's button sends its action to the scene's controller.
        let call = try #require(cells.last?.contentView.subviews.compactMap { $0 as? UIButton }.first)
        window.synthesizeTap(at: call.convert(CGPoint(x: call.bounds.midX, y: call.bounds.midY), to: window))
        CATransaction.flush()
        #expect(people.calls == ["Grace"])

        // A built-in style's labels are the cell's own.
        let subtitle = try #require(table.dequeueReusableCell(withIdentifier: "Subtitle"))
        #expect(subtitle.textLabel?.text == "Title")
        #expect(subtitle.detailTextLabel?.text == "Subtitle")
        #expect(subtitle.textLabel?.superview === subtitle.contentView)
    }

    @Test func anEmbedSegueAddsTheChildBeforeViewDidLoad() throws {
        let tabs = try #require(
            UIStoryboard(name: "Lists", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let parent = try #require(tabs.viewControllers?.last as? ParentViewController)
        var messages: [String] = []
        messages = diagnostics { parent.loadViewIfNeeded() }
        #expect(parent.events == ["prepare embedChild", "viewDidLoad children=1"])
        // An unknown class is logged as UIKit logs it, and the base class is used.
        #expect(messages.contains { $0.contains("Unknown class NoSuchClass in Interface Builder file.") })
        let child = try #require(parent.children.first)
        #expect(type(of: child) == UIViewController.self)

        let window = makeWindow(width: 393, height: 852, root: parent)
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let container = try #require(child.view.superview)
        #expect(container.frame.height == 213)
        #expect(child.view.frame == container.bounds)
        #expect(child.view.backgroundColor == .systemYellow)
    }

    @Test func aControllerLoadsItsViewFromANib() throws {
        let profile = ProfileViewController(nibName: "ProfileViewController", bundle: .module)
        #expect(profile.nibName == "ProfileViewController")
        let window = makeWindow(width: 393, height: 852, root: profile)
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        #expect(profile.nameLabel.text == "Ada")
        #expect(profile.nameLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(profile.nameLabel.textColor == .systemBlue)
        let image = try #require(profile.view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.frame.size == CGSize(width: 100, height: 100))
        #expect(abs(image.frame.midX - profile.view.bounds.midX) <= 0.5)
        #expect(image.frame.minY == profile.view.safeAreaInsets.top + 20)
        let badge = try #require(profile.view.subviews.compactMap { $0 as? NibBadgeView }.first)
        #expect(badge.madeByCoder && badge.tag == 7 && badge.alpha == 0.5 && badge.isHidden)
    }

    @Test func withoutANibNameTheClassNameFindsTheNib() {
        let profile = ProfileViewController()
        profile.loadViewIfNeeded()
        #expect(profile.nibName == "ProfileViewController")
        #expect(profile.nameLabel?.text == "Ada")
    }

    @Test func aNibInstantiatesItsTopLevelObjectsForAnOwner() {
        let owner = ProfileViewController(nibName: nil, bundle: nil)
        let objects = UINib(nibName: "ProfileViewController", bundle: .module).instantiate(withOwner: owner)
        #expect(objects.count == 1)
        #expect(owner.nameLabel?.text == "Ada")
        #expect(owner.viewIfLoaded === objects.first as? UIView)

        let missing = diagnostics {
            #expect(UINib(nibName: "Absent", bundle: .module).instantiate(withOwner: nil).isEmpty)
        }
        #expect(missing.contains { $0.contains("Could not load NIB in bundle") && $0.contains("'Absent'") })
    }

    @Test func malformedFilesAreReported() {
        let broken = diagnostics {
            #expect(UINib(data: Data("<document><objects>".utf8), bundle: nil).instantiate(withOwner: nil).isEmpty)
        }
        #expect(broken.contains { $0.contains("not well-formed XML") && $0.contains("ends inside <objects>") })
        let other = diagnostics {
            _ = UINib(data: Data("<plist version=\"1.0\"/>".utf8), bundle: nil)
        }
        #expect(other.contains { $0.contains("is not an Interface Builder document") })
    }

    /// What a real app's storyboard (Dicee, Xcode 9) taught: views placed
    /// with fixed frames and no constraints are written with
    /// `translatesAutoresizingMaskIntoConstraints="NO"` and `fixedFrame="YES"`,
    /// and keep their frames (Xcode's compiler turns translation back on);
    /// `roundedRect` buttons are system buttons.
    @Test func fixedFrameViewsKeepTheirFramesAsXcodeCompilesThem() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="roll">
                                <rect key="frame" x="153" y="479" width="109" height="43"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Roll">
                                    <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.translatesAutoresizingMaskIntoConstraints)
        #expect(button.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(button.buttonType == .system)
        #expect(button.titleColor(for: .normal) == UIColor(white: 1, alpha: 1))
        let controller = UIViewController()
        controller.view = root
        let window = makeWindow(width: 414, height: 736, root: controller)
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 153, y: 479, width: 109, height: 43))
    }

    @Test func outletsAreSetByNameWithTheirStorage() {
        let holder = OutletHolder()
        let label = UILabel()
        #expect(InterfaceBuilderOutlet.set("weakLabel", of: holder, to: label) == nil)
        #expect(InterfaceBuilderOutlet.set("strongLabel", of: holder, to: label) == nil)
        #expect(InterfaceBuilderOutlet.set("labels", of: holder, to: [label, UILabel()] as [AnyObject]) == nil)
        #expect(InterfaceBuilderOutlet.set("inherited", of: holder, to: label) == nil)
        #expect(holder.weakLabel === label && holder.strongLabel === label && holder.inherited === label)
        #expect(holder.labels.count == 2)
        #expect(InterfaceBuilderOutlet.set("strongLabel", of: holder, to: UIView()) != nil)
        #expect(InterfaceBuilderOutlet.set("constant", of: holder, to: 2) != nil)
        #expect(InterfaceBuilderOutlet.set("absent", of: holder, to: label) != nil)

        // A weak outlet does not keep its view alive.
        weak var released: UILabel?
        do {
            let temporary = UILabel()
            released = temporary
            _ = InterfaceBuilderOutlet.set("strongLabel", of: holder, to: UILabel())
            _ = InterfaceBuilderOutlet.set("weakLabel", of: holder, to: temporary)
            #expect(holder.weakLabel === temporary)
        }
        #expect(released == nil)
        #expect(holder.weakLabel == nil)
    }

    @Test func customClassesAreFoundThroughTheSwiftRuntime() {
        #expect(
            InterfaceBuilderClassResolver.lookUp("FormViewController", in: "TandemUIKitTests")
                == FormViewController.self)
        #expect(
            InterfaceBuilderClassResolver.lookUp("TandemUIKitTests.PersonCell", in: "Other") == PersonCell.self)
        #expect(InterfaceBuilderClassResolver.lookUp("Nope", in: "TandemUIKitTests") == nil)
    }
}
