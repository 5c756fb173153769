/// Window groups of any content.
@MainActor
protocol WindowGroupProtocol {
    var resolved: WindowGroupContent { get }
}
