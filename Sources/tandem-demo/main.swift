import CoreGraphics
import Foundation

// The Tandem demo. For now: a TandemGraphics showcase rendered to PNG files
// in the folder given as the first argument (default `tandem-demo-output`),
// whose path is printed on stdout.

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
    print(folder.standardizedFileURL.path)
} catch {
    FileHandle.standardError.write(Data("tandem-demo: \(error)\n".utf8))
    exit(1)
}

struct ShowcaseError: Error {
    let message: String
}
