//
//  CheckInPresenter.swift
//  Harbor
//

import UIKit

final class CheckInPresenter {

    private weak var view: CheckInViewProtocol?
    private let interactor: CheckInInteractorInput
    private let router: CheckInRouterProtocol
    private let bookingID: String
    private var sections: [[ListItem]] = []

    init(view: CheckInViewProtocol, interactor: CheckInInteractorInput, router: CheckInRouterProtocol, bookingID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.bookingID = bookingID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CheckInPresenter: CheckInPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapArrivalPass() {
        router.openArrivalPass(payload: "harbor://pass/\(bookingID)")
    }
}

extension CheckInPresenter: CheckInInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showLocationRequired { [weak self] in
                self?.interactor.load()
            }
            return
        }
        if case ServiceError.forbidden = error {
            router.showOutsideGeofence()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
