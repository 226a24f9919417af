//
//  NotificationSettingsPresenter.swift
//  Larder
//

import Foundation

final class NotificationSettingsPresenter {

    private weak var view: NotificationSettingsViewProtocol?
    private let interactor: NotificationSettingsInteractorInput
    private let router: NotificationSettingsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: NotificationSettingsViewProtocol, interactor: NotificationSettingsInteractorInput, router: NotificationSettingsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension NotificationSettingsPresenter: NotificationSettingsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }
}

extension NotificationSettingsPresenter: NotificationSettingsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
