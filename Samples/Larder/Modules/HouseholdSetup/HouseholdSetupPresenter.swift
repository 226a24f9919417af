//
//  HouseholdSetupPresenter.swift
//  Larder
//

import Foundation

final class HouseholdSetupPresenter {

    private weak var view: HouseholdSetupViewProtocol?
    private let interactor: HouseholdSetupInteractorInput
    private let router: HouseholdSetupRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: HouseholdSetupViewProtocol, interactor: HouseholdSetupInteractorInput, router: HouseholdSetupRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension HouseholdSetupPresenter: HouseholdSetupPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapCreateHousehold() {
        interactor.createHousehold()
    }

    func didTapShareInviteCode() {
        let link = URL(string: "https://larder.example.com/join")!
        router.shareInviteCode(items: [link])
    }
}

extension HouseholdSetupPresenter: HouseholdSetupInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didCreateHousehold() {
        router.openMainTabBar()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
