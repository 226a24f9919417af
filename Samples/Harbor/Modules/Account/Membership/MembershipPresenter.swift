//
//  MembershipPresenter.swift
//  Harbor
//

import UIKit

final class MembershipPresenter {

    private weak var view: MembershipViewProtocol?
    private let interactor: MembershipInteractorInput
    private let router: MembershipRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MembershipViewProtocol, interactor: MembershipInteractorInput, router: MembershipRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MembershipPresenter: MembershipPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPaymentMethods() {
        router.openPaymentMethods()
    }

    func didTapBenefits() {
        router.openBenefits(url: URL(string: "https://harbor.example.com/membership")!)
    }

    func didTapMembershipTerms() {
        router.openMembershipTerms(url: URL(string: "https://harbor.example.com/membership/terms")!)
    }
}

extension MembershipPresenter: MembershipInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
