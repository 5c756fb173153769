import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// A view that draws two bars and lists each as an element.
private final class ChartView: UIView {
    lazy var bars: [UIAccessibilityElement] = ["Mon", "Tue"].enumerated().map { index, day in
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = day
        element.accessibilityValue = "\(index + 3) hours"
        element.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 50, y: 0, width: 40, height: 100)
        return element
    }

    override var accessibilityElements: [Any]? {
        get { bars.reversed() }
        set {}
    }
}

@MainActor
@Suite struct AccessibilityTests {
    @Test func controlsReportUIKitsDefaults() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)

        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Go")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])

        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits.contains(.adjustable))

        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        #expect(field.accessibilityRole == .secureTextField)

        let progress = UIProgressView()
        progress.progress = 0.333
        #expect(progress.accessibilityValue == "33%")

        // Plain views and image views are not elements; everything is settable.
        let plain = UIView()
        #expect(!plain.isAccessibilityElement)
        #expect(!UIImageView().isAccessibilityElement)
        plain.isAccessibilityElement = true
        plain.accessibilityLabel = "Card"
        plain.accessibilityTraits = [.button, .header]
        plain.accessibilityIdentifier = "card"
        #expect(
            plain.isAccessibilityElement && plain.accessibilityLabel == "Card"
                && plain.accessibilityIdentifier == "card")
        // Setting nil returns to the default; setting replaces the class's traits.
        label.accessibilityLabel = "Greeting"
        #expect(label.accessibilityLabel == "Greeting")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Hello")
        label.accessibilityTraits = .header
        #expect(label.accessibilityTraits == .header)
    }

    @Test func activationIncrementAndDecrementActAsTheControlsDo() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        #expect(button.accessibilityActivate())
        button.isEnabled = false
        #expect(!button.accessibilityActivate())

        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in log.append("switch \(toggle.isOn)") }, for: .valueChanged)
        #expect(toggle.accessibilityActivate())

        let slider = UISlider()
        slider.addAction(UIAction { _ in log.append("slider \(slider.value)") }, for: .valueChanged)
        slider.value = 0.5
        slider.accessibilityIncrement()
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(log == ["tap", "switch true", "slider 0.6", "slider 0.5", "slider 0.4"])
        #expect(!UIView().accessibilityActivate())
    }

    @Test func partsOfStepperSegmentedControlAndTabBarAreElements() throws {
        let stepper = UIStepper()
        stepper.maximumValue = 1
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let halves = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(halves.map { $0.accessibilityLabel } == ["Decrement", "Increment"])
        #expect(halves[0].accessibilityTraits == [.button, .notEnabled])
        #expect(halves[1].accessibilityActivate())
        #expect(stepper.value == 1 && changes == 1)
        #expect(!halves[1].accessibilityActivate())
        #expect(halves[1].accessibilityTraits.contains(.notEnabled))
        // The same elements while the parts stay the same.
        let again = stepper.accessibilityElements?.first as? UIAccessibilityElement
        #expect(again === halves[0])

        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.selectedSegmentIndex = 0
        let parts = try #require(segments.accessibilityElements as? [UIAccessibilityElement])
        #expect(parts.map { $0.accessibilityLabel } == ["One", "Two"])
        #expect(parts[0].accessibilityTraits == [.button, .selected])
        #expect(parts[1].accessibilityActivate())
        #expect(segments.selectedSegmentIndex == 1)
        #expect(parts[1].accessibilityTraits.contains(.selected))
    }

    @Test func theTreeFollowsUIKitsRules() throws {
        let window = makeWindow(width: 300, height: 400)
        let root = try #require(window.rootViewController?.view)
        let title = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 20))
        title.text = "Title"
        let hidden = UILabel(frame: CGRect(x: 10, y: 50, width: 100, height: 20))
        hidden.text = "Hidden"
        hidden.isHidden = true
        let group = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let inGroup = UIButton(type: .system)
        inGroup.setTitle("Inside", for: .normal)
        inGroup.frame = CGRect(x: 5, y: 5, width: 80, height: 30)
        group.addSubview(inGroup)
        let chart = ChartView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let secret = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        secret.accessibilityElementsHidden = true
        let secretLabel = UILabel()
        secretLabel.text = "Secret"
        secret.addSubview(secretLabel)
        [title, hidden, group, chart, secret].forEach(root.addSubview)

        let tree = AccessibilityTree.snapshot(of: window)
        let elements = tree.subtree.filter(\.isElement)
        // Hidden views and hidden elements are left out; a plain view's
        // elements join its container's; listed elements come in their order.
        #expect(elements.map(\.label) == ["Title", "Inside", "Tue", "Mon"])
        #expect(elements.map(\.role) == [.staticText, .button, .other, .other])
        // Frames in screen coordinates: an element's through its container.
        #expect(elements[1].frame == CGRect(x: 5, y: 105, width: 80, height: 30))
        #expect(elements[2].frame == CGRect(x: 50, y: 200, width: 40, height: 100))
        #expect(elements[2].value == "4 hours")

        // An identifier makes a plain view a node of its own.
        group.accessibilityIdentifier = "group"
        let grouped = AccessibilityTree.snapshot(of: window)
        let node = try #require(grouped.subtree.first { $0.identifier == "group" })
        #expect(node.role == .other && node.children.map(\.label) == ["Inside"])

        // A modal view hides its siblings.
        let modal = UIView(frame: root.bounds)
        modal.accessibilityViewIsModal = true
        let alertLabel = UILabel()
        alertLabel.text = "Alert"
        modal.addSubview(alertLabel)
        root.addSubview(modal)
        #expect(AccessibilityTree.snapshot(of: window).subtree.filter(\.isElement).map(\.label) == ["Alert"])
        window.isHidden = true
    }

    @Test func theHierarchyDumpNamesEachElementWithItsFrameAndState() {
        let window = makeWindow(width: 200, height: 100)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        button.accessibilityIdentifier = "save"
        button.isEnabled = false
        let toggle = UISwitch(frame: CGRect(x: 100, y: 10, width: 51, height: 31))
        toggle.isOn = true
        window.rootViewController?.view.addSubview(button)
        window.rootViewController?.view.addSubview(toggle)
        #expect(
            window.tandemAccessibilityHierarchy() == """
                Window, {{0.0, 0.0}, {200.0, 100.0}}
                  Button, {{10.0, 10.0}, {60.0, 30.0}}, identifier: 'save', label: 'Save', Disabled
                  Switch, {{100.0, 10.0}, {51.0, 31.0}}, value: 1
                """)
        window.isHidden = true
    }

    @Test func postedNotificationsReachObserversAndNoScreenReaderRuns() {
        var posted: [(UIAccessibility.Notification, String?)] = []
        let token = UUID()
        UIAccessibility.postedNotificationObservers[token] = { notification, argument in
            posted.append((notification, argument as? String))
        }
        defer { UIAccessibility.postedNotificationObservers[token] = nil }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(posted.map(\.0) == [.announcement, .screenChanged])
        #expect(posted.map(\.1) == ["Saved", nil])
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func aTablesCellsAreReadInTheOrderOfTheirRows() throws {
        final class Source: NSObject, UITableViewDataSource {
            var rows = ["B", "C"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = rows[indexPath.row]
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.dataSource = source
        let window = makeWindow(width: 200, height: 300)
        defer { window.isHidden = true }
        window.rootViewController?.view.addSubview(table)
        CATransaction.flush()
        source.rows.insert("A", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        CATransaction.flush()
        let tree = AccessibilityTree.snapshot(of: window)
        let tableNode = try #require(tree.subtree.first { $0.role == .table })
        #expect(tableNode.children.map(\.role) == [.cell, .cell, .cell])
        #expect(tableNode.children.map { $0.children.first?.label } == ["A", "B", "C"])
    }
}
