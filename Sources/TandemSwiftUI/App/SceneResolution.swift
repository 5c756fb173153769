/// Flattens scenes into the window groups they contain.
@MainActor
enum SceneResolution {
    static func collect(_ scene: any Scene, into groups: inout [WindowGroupContent]) {
        if let tuple = scene as? _TupleScene {
            for child in tuple.scenes { collect(child, into: &groups) }
        } else if let group = scene as? any WindowGroupProtocol {
            groups.append(group.resolved)
        } else if let observer = scene as? any SceneChangeObserving {
            // One window watches the value, so that the action runs once per change.
            let first = groups.count
            collectBody(scene, into: &groups)
            if groups.indices.contains(first) {
                let group = groups[first]
                groups[first] = WindowGroupContent(content: observer.observing(group.content), title: group.title)
            }
        } else {
            collectBody(scene, into: &groups)
        }
    }

    private static func collectBody<S: Scene>(_ scene: S, into groups: inout [WindowGroupContent]) {
        if S.Body.self == Never.self { return }
        collect(scene.body, into: &groups)
    }
}
