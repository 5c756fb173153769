/// Scenes with actions to run when the application launches.
@MainActor
protocol SceneLaunchActions {
    func runLaunchActions()
}
