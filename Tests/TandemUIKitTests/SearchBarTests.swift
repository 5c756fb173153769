import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A search bar delegate that logs every call.
final class RecordingSearchBarDelegate: UISearchBarDelegate {
    var log: [String] = []
    var allowBegin = true

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange \(searchText)")
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \(text)")
        return true
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }
}

/// The shape of real code (Apple's "Mountains" sample): a standalone bar
/// pinned under the safe area with Auto Layout, the controller its delegate.
final class MountainsViewController: UIViewController {
    let searchBar = UISearchBar(frame: .zero)
    var queries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        searchBar.delegate = self
        NSLayoutConstraint.activate([
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    func performQuery(with searchText: String?) { queries.append(searchText ?? "") }
}

extension MountainsViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { performQuery(with: searchText) }
}

@MainActor
@Suite struct SearchBarTests {
    /// A 320-point-wide bar at the top of a window, with a recording delegate.
    private func makeBar(height: CGFloat = 200) -> (UIWindow, UISearchBar, RecordingSearchBarDelegate) {
        let window = makeWindow(width: 320, height: height)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        window.addSubview(bar)
        bar.layoutIfNeeded()
        return (window, bar, delegate)
    }

    private func type(_ text: String, into window: UIWindow) {
        for character in text { window.handleKeyboardInput(.text(String(character))) }
    }

    private func press(_ key: EditingKey, in window: UIWindow) {
        window.handleKeyboardInput(.key(key, modifiers: []))
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        let frame = view.convert(view.bounds, to: window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The pixel at (x, y) in points.
    private func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> RGBA {
        image.pixel(Int(x * image.scale), Int(y * image.scale))
    }

    /// How many pixels of `rect` (points) are much darker than the field's gray (and than placeholder gray on it).
    private func darkPixels(_ image: UIImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY * image.scale)..<Int(rect.maxY * image.scale) {
            for x in Int(rect.minX * image.scale)..<Int(rect.maxX * image.scale) where image.pixel(x, y).r < 170 {
                count += 1
            }
        }
        return count
    }

    /// Writes `image` to $TANDEM_SNAPSHOT_DIR, when set, to look at.
    private func keep(_ image: UIImage, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_DIR"] else { return }
        try? image.pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    @Test func typingTellsTheDelegateEveryEditAndCodeTellsNoOne() {
        let (window, bar, delegate) = makeBar()
        window.synthesizeTap(at: center(of: bar.searchTextField, in: window), time: 0)
        #expect(bar.searchTextField.isEditing)
        #expect(bar.searchTextField.isFirstResponder)
        type("ab", into: window)
        #expect(bar.text == "ab")
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "shouldChange 0,0 a", "textDidChange a", "shouldChange 1,0 b",
                "textDidChange ab",
            ])
        delegate.log = []
        bar.text = "set in code"
        #expect(bar.searchTextField.text == "set in code")
        #expect(delegate.log.isEmpty)
        press(.backspace, in: window)
        #expect(delegate.log == ["shouldChange 10,1 ", "textDidChange set in cod"])
        // The clear button empties the field as an edit by the user.
        delegate.log = []
        let field = bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        window.synthesizeTap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: window), time: 1)
        #expect(bar.text == "")
        #expect(delegate.log.last == "textDidChange ")
        #expect(bar.resignFirstResponder())
        #expect(Array(delegate.log.suffix(2)) == ["shouldEnd", "didEnd"])
    }

    @Test func returnIsTheSearchButtonAndCancelIsTheCancelButton() {
        let (window, bar, delegate) = makeBar()
        #expect(bar.returnKeyType == .search)
        #expect(bar.becomeFirstResponder())
        type("k2", into: window)
        press(.returnKey, in: window)
        #expect(delegate.log.last == "search")
        #expect(bar.text == "k2")
        #expect(bar.searchTextField.isEditing)
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        #expect(!bar.cancelButton.isHidden)
        window.synthesizeTap(at: center(of: bar.cancelButton, in: window), time: 0)
        #expect(delegate.log.last == "cancel")
        // Cancel neither clears nor ends editing by itself, as on iOS.
        #expect(bar.text == "k2")
        #expect(bar.searchTextField.isEditing)
    }

    @Test func aDelegateThatRefusesToBeginKeepsTheKeyboardAway() {
        let (window, bar, delegate) = makeBar()
        delegate.allowBegin = false
        window.synthesizeTap(at: center(of: bar.searchTextField, in: window), time: 0)
        #expect(!bar.searchTextField.isEditing)
        #expect(!bar.becomeFirstResponder())
        type("x", into: window)
        #expect(bar.text == "")
        #expect(delegate.log == ["shouldBegin", "shouldBegin"])
    }

    @Test func theBarIs56PointsTallWithAnInsetField() {
        let (_, bar, _) = makeBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.cancelButton.frame
        #expect(cancel.maxX == 312)
        #expect(bar.searchTextField.frame.maxX == cancel.minX - 8)
        #expect(abs(cancel.midY - 28) <= 0.5)
        bar.prompt = "Find a mountain"
        #expect(bar.intrinsicContentSize.height == 86)
        bar.prompt = nil
        bar.scopeButtonTitles = ["All", "Alps"]
        #expect(bar.intrinsicContentSize.height == 56)
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
    }

    @Test func autoLayoutGivesAFrameZeroBarItsHeight() {
        let controller = MountainsViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        window.layoutIfNeeded()
        let bar = controller.searchBar
        #expect(bar.frame == CGRect(x: 0, y: controller.view.safeAreaInsets.top, width: 320, height: 56))
        #expect(bar.becomeFirstResponder())
        type("Everest", into: window)
        bar.text = "K2"
        #expect(controller.queries == ["E", "Ev", "Eve", "Ever", "Evere", "Everes", "Everest"])
    }

    @Test func scopeButtonsTellTheDelegateOnlyWhenTapped() {
        let (window, bar, delegate) = makeBar()
        bar.scopeButtonTitles = ["All", "Alps", "Andes"]
        bar.showsScopeBar = true
        bar.frame.size.height = bar.intrinsicContentSize.height
        bar.layoutIfNeeded()
        #expect(bar.scopeBar.frame == CGRect(x: 8, y: 62, width: 304, height: 32))
        #expect(bar.scopeBar.selectedSegmentIndex == 0)
        bar.selectedScopeButtonIndex = 1
        #expect(bar.scopeBar.selectedSegmentIndex == 1)
        #expect(delegate.log.isEmpty)
        let scope = bar.scopeBar.convert(bar.scopeBar.bounds, to: window)
        window.synthesizeTap(at: CGPoint(x: scope.maxX - 20, y: scope.midY), time: 0)
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(delegate.log == ["scope 2"])
    }

    @Test func textInputTraitsAreTheField() {
        let (_, bar, _) = makeBar()
        bar.placeholder = "Search"
        bar.autocapitalizationType = .none
        bar.autocorrectionType = .no
        bar.keyboardType = .URL
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.autocorrectionType == .no)
        #expect(bar.searchTextField.keyboardType == .URL)
        let traits: UITextInputTraits = bar
        #expect(traits.keyboardType == .URL)
    }

    @Test func drawsAGrayRoundedFieldWithAGlyphOnTheBackground() {
        let window = makeWindow(width: 320, height: 56)
        window.rootViewController?.view.backgroundColor = .yellow
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.placeholder = "Search"
        window.addSubview(bar)
        var image = window.tandemSnapshot()
        keep(image, as: "searchbar-empty")
        // The field: tertiarySystemFill (#767680 at 12%) over white.
        #expect(pixel(image, 160, 28).isClose(to: RGBA(239, 239, 240, 255)))
        #expect(pixel(image, 300, 28).isClose(to: RGBA(239, 239, 240, 255)))
        // Rounded: the field's corner pixel is the background's.
        #expect(pixel(image, 8, 10).isClose(to: RGBA(255, 255, 255, 255), tolerance: 8))
        // The background around the field is the system background.
        #expect(pixel(image, 160, 4).isClose(to: RGBA(255, 255, 255, 255)))
        #expect(pixel(image, 4, 28).isClose(to: RGBA(255, 255, 255, 255)))
        // The magnifying glass at the leading side; nothing at the trailing end while empty.
        #expect(darkPixels(image, in: CGRect(x: 16, y: 20, width: 16, height: 16)) > 15)
        #expect(darkPixels(image, in: CGRect(x: 280, y: 12, width: 30, height: 32)) == 0)
        // The placeholder is lighter than the text would be (placeholder gray).
        #expect(darkPixels(image, in: CGRect(x: 38, y: 14, width: 60, height: 28)) == 0)

        bar.text = "Matterhorn"
        bar.showsCancelButton = true
        image = window.tandemSnapshot()
        keep(image, as: "searchbar-text")
        // The text in the label color, and a clear button at the field's end.
        #expect(darkPixels(image, in: CGRect(x: 38, y: 14, width: 60, height: 28)) > 30)
        let field = bar.searchTextField
        let clear = field.convert(field.clearButtonRect(forBounds: field.bounds), to: window)
        #expect(pixel(image, clear.minX + 3, clear.midY).isClose(to: RGBA(199, 199, 204, 255), tolerance: 12))
        // The Cancel button's title is tinted.
        let cancel = bar.cancelButton.titleLabel!.convert(bar.cancelButton.titleLabel!.bounds, to: window)
        #expect(darkPixels(image, in: cancel) > 20)

        // .minimal: no background; barTintColor colors it in the other styles.
        bar.searchBarStyle = .minimal
        image = window.tandemSnapshot()
        #expect(pixel(image, 160, 4).isClose(to: RGBA(255, 255, 0, 255)))
        bar.searchBarStyle = .prominent
        bar.barTintColor = .red
        image = window.tandemSnapshot()
        #expect(pixel(image, 160, 4).isClose(to: RGBA(255, 0, 0, 255)))
        keep(image, as: "searchbar-tinted")
    }
}
