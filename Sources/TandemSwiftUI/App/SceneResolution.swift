/// Flattens scenes into the window groups they contain.
@MainActor
enum SceneResolution {
    static func collect(_ scene: any Scene, into groups: inout [WindowGroupContent]) {
        if let tuple = scene as? _TupleScene {
            for child in tuple.scenes { collect(child, into: &groups) }
        } else if let group = scene as? any WindowGroupProtocol {
            groups.append(group.resolved)
        } else {
            collectBody(scene, into: &groups)
        }
    }

    private static func collectBody<S: Scene>(_ scene: S, into groups: inout [WindowGroupContent]) {
        if S.Body.self == Never.self { return }
        collect(scene.body, into: &groups)
    }
}
