//
//  HouseholdPresenter.swift
//  Larder
//

import Foundation

final class HouseholdPresenter {

    private weak var view: HouseholdViewProtocol?
    private let interactor: HouseholdInteractorInput
    private let router: HouseholdRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: HouseholdViewProtocol, interactor: HouseholdInteractorInput, router: HouseholdRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension HouseholdPresenter: HouseholdPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectHouseholdMember(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openHouseholdMember(memberID: item.id)
    }

    func didTapInviteMember() {
        router.openInviteMember()
    }
}

extension HouseholdPresenter: HouseholdInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
