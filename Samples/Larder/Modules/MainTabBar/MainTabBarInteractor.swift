//
//  MainTabBarInteractor.swift
//  Larder
//

import Foundation

final class MainTabBarInteractor {

    weak var output: MainTabBarInteractorOutput?
    private let config: RemoteConfig
    private let defaults: UserDefaults

    init(config: RemoteConfig, defaults: UserDefaults = .standard) {
        self.config = config
        self.defaults = defaults
    }
}

extension MainTabBarInteractor: MainTabBarInteractorInput {
    func checkStartupNotices() {
        config.fetchSections("notices") { [weak self] result in
            guard let self, case .success(let sections) = result else { return }
            let notices = sections.flatMap { $0 }
            if notices.contains(where: { $0.id == "maintenance" }) {
                self.output?.maintenanceIsScheduled()
                return
            }
            let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
            if self.defaults.string(forKey: "larder.whatsNewSeen") != version {
                self.defaults.set(version, forKey: "larder.whatsNewSeen")
                self.output?.whatsNewIsUnseen()
            }
        }
    }
}
