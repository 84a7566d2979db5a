/** Strings of the admin screens (specification sections 2, 4, 6 and 8). Templates use {name} placeholders. */
export const admin = {
  panel: {
    intro: 'Verify local partners and keep the register of businesses up to date.',
    addNew: 'Add New',
    addNewItems: {
      foreign: 'Foreign Business',
      local: 'Local Business',
      investor: 'Investor',
    },
    allContracts: 'All contracts',
    counters: {
      label: 'Registered businesses',
      foreign: 'Foreign businesses',
      local: 'Local partners',
      investor: 'Investors',
      pending: '{count} pending verification',
      unavailable: 'Not available',
    },
    businesses: 'Businesses',
    filterLabel: 'Business type',
    filters: {
      all: 'All',
      foreign: 'Foreign',
      local: 'Local',
      investor: 'Investor',
    },
    searchLabel: 'Search by name or industry',
    searchPlaceholder: 'e.g. Al Noor or Fintech',
    columns: {
      name: 'Name',
      type: 'Type',
      industry: 'Industry',
      contact: 'Contact',
      status: 'Status',
      actions: 'Actions',
    },
    tableCaption: 'Businesses registered on Corridor',
    types: {
      foreign: 'Foreign',
      local: 'Local',
      investor: 'Investor',
    },
    /** What separates a row's industries (the API stores them comma-separated). */
    listComma: ',',
    notProvided: 'Not provided',
    /** A business an admin registered, whose account nobody has claimed (its e-mail is a placeholder). */
    notClaimed: 'Not claimed yet',
    empty: 'No businesses found matching your criteria.',
    loading: 'Loading businesses…',
    loadError: {
      title: 'Error Loading Businesses',
      fallback: 'Failed to load businesses. Please try again.',
      network: 'Network error. Please try again.',
    },
    showing: 'Showing {from}–{to} of {total}',
    pagination: {
      label: 'Pages of businesses',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {page} of {pages}',
    },
  },
  actions: {
    accept: 'Accept',
    reject: 'Reject',
    delete: 'Delete',
    /** The verbs of the confirmation question, as the specification writes {action}. */
    verbs: {
      accept: 'accept',
      reject: 'reject',
      delete: 'delete',
    },
    /** Accessible names of the row buttons: "Accept Sanad Digital". */
    rowLabel: '{action} {name}',
    confirm: 'Are you sure you want to {action} this business?',
    yes: 'Yes',
    no: 'No',
    done: {
      accept: '{name} was accepted. It is now verified and can be matched.',
      reject: '{name} was rejected. It no longer appears in any match list.',
      delete: '{name} was deleted.',
    },
    failed: 'Could not {action} {name}.',
    failedFallback: 'The server did not accept the request. Please try again.',
    failedNetwork: 'Network error. Check your connection and try again.',
  },
  contracts: {
    intro: 'Every contract between the businesses on Corridor. Open one to follow its milestones, or to add milestones and tasks.',
    count: '{count, plural, one {# contract} other {# contracts}}',
    empty: 'No contracts yet',
    loading: 'Loading contracts…',
    loadError: {
      title: 'Error Loading Contracts',
      fallback: 'Failed to load contracts data. Please try again.',
      network: 'Network error. Please try again.',
    },
    fields: {
      category: 'Category',
      status: 'Status',
      created: 'Created',
      updated: 'Last updated',
    },
    untitled: 'Contract {id}',
    noDate: 'Not recorded',
  },
} as const;
