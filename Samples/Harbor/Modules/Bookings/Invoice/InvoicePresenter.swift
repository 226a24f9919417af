//
//  InvoicePresenter.swift
//  Harbor
//

import UIKit

final class InvoicePresenter {

    private weak var view: InvoiceViewProtocol?
    private let interactor: InvoiceInteractorInput
    private let router: InvoiceRouterProtocol
    private let bookingID: String
    private var sections: [[ListItem]] = []

    init(view: InvoiceViewProtocol, interactor: InvoiceInteractorInput, router: InvoiceRouterProtocol, bookingID: String) {
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

extension InvoicePresenter: InvoicePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapShareInvoice() {
        let link = URL(string: "https://harbor.example.com/invoice/\(bookingID)")!
        router.shareInvoice(items: [link])
    }

    func didTapEmailInvoice() {
        router.emailInvoice(subject: "Harbor: Invoice", body: "\(bookingID)")
    }

    func didTapInvoicePDF() {
        guard let document = sections.last?.first?.documentURL else { return }
        router.openInvoicePDF(documentURL: document)
    }
}

extension InvoicePresenter: InvoiceInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
