import CoreGraphics
import Foundation

// The Tandem demo: a UIKit event screen (light and dark) and a
// TandemGraphics showcase, rendered headless to PNG files in the folder
// given as the first argument (default `tandem-demo-output`), whose path is
// printed on stdout.

let folder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "tandem-demo-output",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for page in GraphicsShowcase.pages {
        let image = GraphicsShowcase.render(page)
        guard let data = image.pngData() else { throw ShowcaseError(message: "could not encode \(page.name)") }
        try data.write(to: folder.appendingPathComponent("\(page.name).png"))
    }
    for dark in [false, true] {
        // Top-level code calling UIKit directly, as Swift 5 code may.
        guard let data = EventScreen.render(dark: dark) else {
            throw ShowcaseError(message: "could not render the event screen")
        }
        try data.write(to: folder.appendingPathComponent(dark ? "event-screen-dark.png" : "event-screen.png"))
    }
    print(folder.standardizedFileURL.path)
} catch {
    FileHandle.standardError.write(Data("tandem-demo: \(error)\n".utf8))
    exit(1)
}

struct ShowcaseError: Error {
    let message: String
}
