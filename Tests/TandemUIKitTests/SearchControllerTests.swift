import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UISearchController` in a navigation item: where its bar sits, and the
/// order in which it tells its delegate and results updater as the user
/// searches.
@MainActor
@Suite struct SearchControllerTests {
    /// Logs the search controller's delegate calls and the updater's, in one list.
    final class SearchLog: UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
        var log: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
        func updateSearchResults(for searchController: UISearchController) {
            log.append(
                "update '\(searchController.searchBar.text ?? "")' \(searchController.searchBar.selectedScopeButtonIndex)"
            )
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log.append("textDidChange \(searchText)")
        }
    }

    private struct Fixture {
        let window: UIWindow
        let navigation: UINavigationController
        let content: UIViewController
        let search: UISearchController
        let results: UIViewController
        let log: SearchLog
    }

    private func makeFixture() -> Fixture {
        let content = UIViewController()
        content.title = "Mountains"
        content.view.backgroundColor = .white
        let results = UIViewController()
        results.view.backgroundColor = .green
        let search = UISearchController(searchResultsController: results)
        let log = SearchLog()
        search.delegate = log
        search.searchResultsUpdater = log
        search.searchBar.delegate = log
        search.searchBar.placeholder = "Search"
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        let window = makeWindow(width: 320, height: 480, root: navigation)
        window.layoutIfNeeded()
        return Fixture(
            window: window, navigation: navigation, content: content, search: search, results: results, log: log)
    }

    private func frame(of view: UIView, in window: UIWindow) -> CGRect { view.convert(view.bounds, to: window) }

    private func type(_ text: String, into window: UIWindow) {
        for character in text { window.handleKeyboardInput(.text(String(character))) }
    }

    @Test func theNavigationBarShowsTheSearchBarUnderItsTitle() {
        let f = makeFixture()
        let top = f.window.safeAreaInsets.top
        #expect(f.navigation.navigationBar.frame.height == top + 44 + 52)
        #expect(f.search.searchBar.superview === f.navigation.navigationBar)
        // The 36-point field sits 6 points under the title row, 10 above the bar's bottom.
        #expect(
            frame(of: f.search.searchBar.searchTextField, in: f.window)
                == CGRect(x: 8, y: top + 50, width: 304, height: 36))
        #expect(f.content.view.frame.minY == 0 && f.content.view.safeAreaInsets.top == top + 96)
        #expect(!f.search.isActive)
        let image = f.window.tandemSnapshot()
        keepSnapshot(image, as: "search-controller-idle")
        let field = image.pixel(Int(150 * image.scale), Int((top + 68) * image.scale))
        #expect(field.r < 245 && field.r > 200)  // the field's gray
        // In the navigation bar the search bar draws no background: what the
        // bar shows at the scroll edge (the content, here) shows beside the field.
        f.content.view.backgroundColor = .green
        let beside = f.window.tandemSnapshot()
        let edge = beside.pixel(Int(3 * beside.scale), Int((top + 68) * beside.scale))
        #expect(edge.g > 200 && edge.r < 60, "the content's green beside the field: \(edge)")
        // Another item without a search controller: the bar is 44 points again.
        f.navigation.pushViewController(UIViewController(), animated: false)
        f.window.layoutIfNeeded()
        #expect(f.navigation.navigationBar.frame.height == top + 44)
        #expect(f.search.searchBar.superview == nil)
    }

    @Test func tappingTheFieldActivatesTypingUpdatesAndCancelEndsTheSearch() {
        let f = makeFixture()
        let field = frame(of: f.search.searchBar.searchTextField, in: f.window)
        f.window.synthesizeTap(at: CGPoint(x: field.midX, y: field.midY), time: 0)
        #expect(f.search.isActive)
        #expect(f.log.log == ["willPresent", "update '' 0", "didPresent"])
        #expect(f.search.searchBar.showsCancelButton)
        #expect(f.search.searchBar.searchTextField.isFirstResponder)
        // The dimming view covers the content below the bar; no results yet.
        #expect(f.search.dimmingView.window != nil)
        #expect(frame(of: f.search.dimmingView, in: f.window).minY == f.navigation.navigationBar.frame.maxY)
        #expect(f.results.viewIfLoaded?.window == nil)
        let dimmed = f.window.tandemSnapshot()
        keepSnapshot(dimmed, as: "search-controller-active")
        let below = dimmed.pixel(Int(160 * dimmed.scale), Int(300 * dimmed.scale))
        #expect(below.r > 190 && below.r < 220)  // white under 20% black
        f.log.log = []
        type("K2", into: f.window)
        #expect(f.log.log == ["textDidChange K", "update 'K' 0", "textDidChange K2", "update 'K2' 0"])
        // With text, the results controller's view replaces the dimming.
        #expect(f.results.view.window != nil)
        #expect(
            frame(of: f.results.view, in: f.window)
                == CGRect(
                    x: 0, y: f.navigation.navigationBar.frame.maxY, width: 320,
                    height: 480 - f.navigation.navigationBar.frame.maxY))
        #expect(f.search.dimmingView.superview == nil)
        let withResults = f.window.tandemSnapshot()
        #expect(withResults.pixel(Int(160 * withResults.scale), Int(300 * withResults.scale)).g > 120)
        f.log.log = []
        let cancel = frame(of: f.search.searchBar.cancelButton, in: f.window)
        f.window.synthesizeTap(at: CGPoint(x: cancel.midX, y: cancel.midY), time: 1)
        #expect(!f.search.isActive)
        #expect(f.search.searchBar.text == "")
        #expect(!f.search.searchBar.showsCancelButton)
        #expect(!f.search.searchBar.searchTextField.isFirstResponder)
        #expect(f.results.view.window == nil)
        #expect(f.log.log == ["willDismiss", "update '' 0", "didDismiss"])
    }

    @Test func tappingTheDimmingViewEndsTheSearchAndCodeKeepsTheText() {
        let f = makeFixture()
        f.search.isActive = true
        #expect(f.search.searchBar.searchTextField.isFirstResponder)
        f.window.synthesizeTap(at: CGPoint(x: 160, y: 400), time: 0)
        #expect(!f.search.isActive)
        #expect(f.log.log == ["willPresent", "update '' 0", "didPresent", "willDismiss", "update '' 0", "didDismiss"])
        // Ending in code keeps the text; without obscuring, touches reach the content.
        f.search.obscuresBackgroundDuringPresentation = false
        f.search.isActive = true
        f.search.searchBar.text = "Everest"
        f.search.isActive = false
        #expect(f.search.searchBar.text == "Everest")
        f.search.searchBar.text = ""
        f.search.isActive = true
        #expect(f.search.dimmingView.superview == nil)
        let hit = f.window.hitTest(CGPoint(x: 160, y: 400), with: nil)
        #expect(hit === f.content.view)
    }

    @Test func theScopeBarShowsWhileActiveAndScopeChangesUpdate() {
        let f = makeFixture()
        f.search.searchBar.scopeButtonTitles = ["All", "Alps", "Andes"]
        let top = f.window.safeAreaInsets.top
        #expect(f.navigation.navigationBar.frame.height == top + 96)
        f.search.isActive = true
        f.window.layoutIfNeeded()
        #expect(f.search.searchBar.showsScopeBar)
        #expect(f.navigation.navigationBar.frame.height == top + 96 + 44)
        f.log.log = []
        let scope = frame(of: f.search.searchBar.scopeBar, in: f.window)
        f.window.synthesizeTap(at: CGPoint(x: scope.minX + scope.width * 5 / 6, y: scope.midY), time: 0)
        #expect(f.log.log == ["update '' 2"])
        f.search.isActive = false
        f.window.layoutIfNeeded()
        #expect(f.navigation.navigationBar.frame.height == top + 96)
    }
}
