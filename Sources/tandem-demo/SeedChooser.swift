import Foundation
import Seed000Example
import Seed001Example
import Seed002Example
import Seed003Example
import Seed004Example
import UIKit

/// One of the seed programs in `Examples/`: its name and its root view controller.
struct SeedProgram {
    let number: String
    let title: String
    /// Whether it brings its own navigation, so the chooser presents it.
    let presents: Bool
    let make: @MainActor () -> UIViewController
    /// The controller to picture headless (reproducible where the program is random).
    let makeForPicture: @MainActor () -> UIViewController

    static let all: [SeedProgram] = [
        SeedProgram(
            number: "000", title: Seed000Program.title, presents: false,
            make: Seed000Program.makeRootViewController, makeForPicture: Seed000Program.makeRootViewController),
        SeedProgram(
            number: "001", title: Seed001Program.title, presents: false,
            make: Seed001Program.makeRootViewController, makeForPicture: Seed001Program.makeRootViewController),
        SeedProgram(
            number: "002", title: Seed002Program.title, presents: Seed002Program.bringsItsOwnNavigation,
            make: Seed002Program.makeRootViewController,
            makeForPicture: Seed002Program.makeReproducibleRootViewController),
        SeedProgram(
            number: "003", title: Seed003Program.title, presents: false,
            make: Seed003Program.makeRootViewController, makeForPicture: Seed003Program.makeRootViewController),
        SeedProgram(
            number: "004", title: Seed004Program.title, presents: false,
            make: Seed004Program.makeRootViewController, makeForPicture: Seed004Program.makeRootViewController),
    ]

    /// The program's screen in a 390×844 window, rendered headless, as PNG data.
    func render() -> Data? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = MainActor.assumeIsolated { makeForPicture() }
        window.makeKeyAndVisible()
        CATransaction.flush()
        defer { window.isHidden = true }
        return window.tandemSnapshot().pngData()
    }
}

/// The chooser: a table of the seed programs; a tap pushes the program
/// (or presents it, when it brings its own navigation) and prints
/// "opened seed NNN" once its view is in the window (the window test reads it).
final class SeedChooserViewController: UITableViewController {
    let programs = SeedProgram.all

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seed programs"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        programs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = programs[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        open(programs[indexPath.row])
    }

    /// Shows `program` and reports it once its view is in a window.
    func open(_ program: SeedProgram) {
        let controller = program.make()
        controller.title = "Seed \(program.number)"
        if program.presents {
            present(controller, animated: false)
        } else {
            navigationController?.pushViewController(controller, animated: false)
        }
        CATransaction.flush()
        if controller.view.window != nil {
            print("opened seed \(program.number)")
            fflush(stdout)
        }
    }

    /// Where each row is, in window points (the window test clicks one).
    func rowCenters() -> [String] {
        guard let window = view.window else { return [] }
        return programs.indices.compactMap { row in
            guard let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return nil }
            let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
            return "seed \(programs[row].number) at \(Int(center.x)) \(Int(center.y))"
        }
    }
}
